// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Loop",
    platforms: [.iOS(.v17)],
    targets: [
        .target(name: "Loop"),
        .target(name: "Timers"),
    ]
)
