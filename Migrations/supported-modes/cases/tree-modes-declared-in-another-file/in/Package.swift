// swift-tools-version:6.2
import PackageDescription

let package = Package(
    name: "Journal",
    platforms: [.iOS(.v26)],
    targets: [.target(name: "Journal")]
)
