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
        // The kit's layers, each a module that sees only the ones before it (docs/architecture.md).
        .target(name: "IMSupport", dependencies: ["CPCRE2"], path: "Sources/IntentMigrateKit/Support"),
        .target(name: "IMKnowledge", dependencies: ["IMSupport"], path: "Sources/IntentMigrateKit/Knowledge"),
        .target(name: "IMSource", dependencies: ["IMKnowledge"], path: "Sources/IntentMigrateKit/Source"),
        .target(name: "IMProject", dependencies: ["IMSource"], path: "Sources/IntentMigrateKit/Project"),
        .target(name: "IMIndex", dependencies: ["IMProject"], path: "Sources/IntentMigrateKit/Index"),
        .target(name: "IMMigration", dependencies: ["IMIndex"], path: "Sources/IntentMigrateKit/Migration"),
        .target(name: "IMPasses", dependencies: ["IMMigration"], path: "Sources/IntentMigrateKit/Passes"),
        .target(name: "IMEngine", dependencies: ["IMPasses"], path: "Sources/IntentMigrateKit/Engine"),
        .target(name: "IntentMigrateKit", dependencies: ["IMEngine"], path: "Sources/IntentMigrateKit/Output"),
        .executableTarget(name: "intent-migrate", dependencies: ["IntentMigrateKit", "IMSupport", "IMKnowledge", "IMSource", "IMProject", "IMIndex", "IMMigration", "IMPasses", "IMEngine"]),
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
        .testTarget(name: "IntentMigrateKitTests", dependencies: ["IntentMigrateKit", "IMSupport", "IMKnowledge", "IMSource", "IMProject", "IMIndex", "IMMigration", "IMPasses", "IMEngine"]),
        .testTarget(name: "IntentMigrateCLITests", dependencies: ["intent-migrate", "IntentMigrateKit"], exclude: ["Golden", "Schemas"]),
    ],
    swiftLanguageModes: [.v6]
)
