// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Lab",
    platforms: [.iOS(.v17)],
    targets: [.target(name: "Lab")]
)
