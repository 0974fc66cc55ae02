// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Scoreboard",
    platforms: [.iOS(.v26)],
    targets: [
        .target(name: "Scoreboard", path: "Sources/Scoreboard"),
        .target(name: "ScoreboardWidget", path: "Sources/ScoreboardWidget"),
    ]
)
