// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Reloader",
    platforms: [.iOS(.v17)],
    targets: [.target(name: "Reloader")]
)
