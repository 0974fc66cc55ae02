// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Podcasts",
    platforms: [.iOS(.v17)],
    products: [.library(name: "Podcasts", targets: ["Podcasts"])],
    targets: [.target(name: "Podcasts")]
)
