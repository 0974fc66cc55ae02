// swift-tools-version:6.0
import PackageDescription

let package = Package(name: "Lights", platforms: [.iOS(.v17)], targets: [.target(name: "Lights")])
