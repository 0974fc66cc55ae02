// swift-tools-version: 5.10
// The App Intents layer of Dinewell, split out so the app and its widget
// extension share one copy.

import PackageDescription

let package = Package(
    name: "Dinewell",
    defaultLocalization: "en",
    platforms: [.iOS(.v17), .macOS(.v14)],
    products: [
        .library(name: "Dinewell", targets: ["Dinewell"]),
    ],
    targets: [
        .target(
            name: "Dinewell",
            path: "Sources/Dinewell"
        ),
    ]
)
