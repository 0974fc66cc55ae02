// swift-tools-version:6.0
import PackageDescription

let package = Package(name: "Journal", platforms: [.iOS(.v17)], targets: [.target(name: "Journal")])
