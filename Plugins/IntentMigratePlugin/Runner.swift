import Foundation
import PackagePlugin

/// Runs the tool, built from this package, in the package's folder, for both command plugins. With no path,
/// the package itself is migrated (`--target NAME`, repeatable, picks targets instead). The plugin exits with
/// the tool's status, so a CI step tells findings (1) from a usage error (2) or an unreadable file (3).
/// (`Plugins/IntentMigrateApplyPlugin/Runner.swift` is a link to this file: plugins can't share a library.)
enum Runner {
    static func run(_ context: PluginContext, _ arguments: [String], command fixed: String?) throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        var rest = extractor.remainingArguments
        if let fixed { rest.insert(fixed, at: 0) }
        let command = rest.first { !$0.hasPrefix("-") }
        if command == "apply" && fixed == nil {
            Diagnostics.error("apply writes files: run `swift package --allow-writing-to-package-directory intent-migrate-apply` (the same options)")
            exit(2)
        }
        let hasPath = rest.drop { $0 != command }.dropFirst().contains { !$0.hasPrefix("-") }
        if ["check", "diff", "apply", "project"].contains(command ?? "") && !hasPath {
            if targetNames.isEmpty {
                rest.append(".")
            } else {
                for target in try context.package.targets(named: targetNames) { rest.append(target.directoryURL.path) }
            }
        }
        let process = Process()
        process.executableURL = try context.tool(named: "intent-migrate").url
        process.arguments = rest
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus != 0 { exit(process.terminationStatus) }
    }
}
