// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "intent-migrate",
    products: [
        .executable(name: "intent-migrate", targets: ["intent-migrate"]),
        .library(name: "IntentMigrateKit", targets: ["IntentMigrateKit"]),
        .plugin(name: "IntentMigratePlugin", targets: ["IntentMigratePlugin"]),
        .plugin(name: "IntentMigrateApplyPlugin", targets: ["IntentMigrateApplyPlugin"]),
    ],
    targets: [
        .systemLibrary(
            name: "CPCRE2",
            pkgConfig: "libpcre2-8",
            providers: [.apt(["libpcre2-dev"]), .brew(["pcre2"])]
        ),
        .target(name: "IntentMigrateKit", dependencies: ["CPCRE2"]),
        .executableTarget(name: "intent-migrate", dependencies: ["IntentMigrateKit"]),
        // `swift package intent-migrate check` (and diff, project…) in a package that depends on this one; it
        // writes nothing, so it needs no permission. `apply` is its own verb, with the permission to write.
        .plugin(
            name: "IntentMigratePlugin",
            capability: .command(intent: .custom(verb: "intent-migrate", description: "Check App Intents code for Siri, or print the migration as a patch")),
            dependencies: ["intent-migrate"]
        ),
        .plugin(
            name: "IntentMigrateApplyPlugin",
            capability: .command(
                intent: .custom(verb: "intent-migrate-apply", description: "Migrate App Intents code for Siri in place"),
                permissions: [.writeToPackageDirectory(reason: "intent-migrate apply rewrites the package's Swift files")]
            ),
            dependencies: ["intent-migrate"]
        ),
        .testTarget(name: "IntentMigrateKitTests", dependencies: ["IntentMigrateKit"]),
        .testTarget(name: "IntentMigrateCLITests", dependencies: ["intent-migrate", "IntentMigrateKit"], exclude: ["Golden", "Schemas"]),
    ],
    swiftLanguageModes: [.v6]
)
