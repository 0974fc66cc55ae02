// swift-tools-version:6.0
import PackageDescription

let package = Package(name: "Bikes", platforms: [.iOS(.v17)], targets: [.target(name: "Bikes")])
