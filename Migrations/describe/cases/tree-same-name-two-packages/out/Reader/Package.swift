// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Reader",
    platforms: [.iOS(.v17)],
    products: [.library(name: "Reader", targets: ["Reader"])],
    targets: [.target(name: "Reader")]
)
