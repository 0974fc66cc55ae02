// swift-tools-version: 6.0
import PackageDescription

#if TUIST
    import struct ProjectDescription.PackageSettings

    let packageSettings = PackageSettings(productTypes: ["Charts": .framework])
#endif

let package = Package(
    name: "GardenDependencies",
    dependencies: [.package(url: "https://example.com/charts.git", from: "1.0.0")]
)
