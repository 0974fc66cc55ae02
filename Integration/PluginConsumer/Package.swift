// swift-tools-version:6.1
// A package that uses intent-migrate through its command plugin (`make plugin-test`).
import PackageDescription

let package = Package(
    name: "PluginConsumer",
    platforms: [.iOS(.v17), .macOS(.v14)],
    dependencies: [.package(name: "intent-migrate", path: "../..")],
    targets: [.target(name: "Crates")]
)
