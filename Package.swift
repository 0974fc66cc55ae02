// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "intent-migrate",
    products: [
        .executable(name: "intent-migrate", targets: ["intent-migrate"]),
        .library(name: "IntentMigrateKit", targets: ["IntentMigrateKit"]),
    ],
    targets: [
        .systemLibrary(
            name: "CPCRE2",
            pkgConfig: "libpcre2-8",
            providers: [.apt(["libpcre2-dev"]), .brew(["pcre2"])]
        ),
        .target(name: "IntentMigrateKit", dependencies: ["CPCRE2"]),
        .executableTarget(name: "intent-migrate", dependencies: ["IntentMigrateKit"]),
        .testTarget(name: "IntentMigrateKitTests", dependencies: ["IntentMigrateKit"]),
        .testTarget(name: "IntentMigrateCLITests", dependencies: ["intent-migrate", "IntentMigrateKit"], exclude: ["Golden"]),
    ],
    swiftLanguageModes: [.v6]
)
