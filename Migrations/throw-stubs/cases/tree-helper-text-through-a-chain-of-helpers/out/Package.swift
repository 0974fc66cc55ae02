// swift-tools-version:6.0
import PackageDescription

let package = Package(name: "Tides", platforms: [.iOS(.v17)], targets: [.target(name: "Tides")])
