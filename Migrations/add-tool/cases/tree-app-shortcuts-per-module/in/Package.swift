// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Planner",
    platforms: [.iOS(.v17)],
    targets: [
        .target(name: "App"),
        .target(name: "Steps"),
    ]
)
