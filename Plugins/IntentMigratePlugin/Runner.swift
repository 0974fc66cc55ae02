import Foundation
import PackagePlugin

/// Runs the tool, built from this package, for both command plugins, in a package or (from Xcode's project
/// navigator) in an Xcode project. With no path, the package or project folder is migrated; `--target NAME`
/// (repeatable; Xcode passes the targets picked in its dialog) picks targets instead: a package target's folder, an
/// Xcode target's Swift files. The plugin exits with the tool's status, so a CI step tells findings (1) from a usage
/// error (2) or an unreadable file (3). The tool is told which plugin started it (`INTENT_MIGRATE_PLUGIN`), so its
/// `next:` hints name the plugin's commands.
/// (`Plugins/IntentMigrateApplyPlugin/Runner.swift` is a link to this file: plugins can't share a library.)
enum Runner {
    static func run(_ context: PluginContext, _ arguments: [String], command fixed: String?) throws {
        try run(tool: context.tool(named: "intent-migrate").url, in: context.package.directoryURL, arguments, command: fixed,
                invocation: "package") { names in
            try context.package.targets(named: names).map(\.directoryURL.path)
        }
    }

    /// `paths`: the paths to migrate for the named targets.
    static func run(tool: URL, in directory: URL, _ arguments: [String], command fixed: String?, invocation: String,
                    paths: ([String]) throws -> [String]) throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        var rest = extractor.remainingArguments
        if let fixed { rest.insert(fixed, at: 0) }
        let command = rest.first { !$0.hasPrefix("-") }
        if command == "apply" && fixed == nil {
            let apply = invocation == "xcode" ? "the intent-migrate-apply command" : "`swift package --allow-writing-to-package-directory intent-migrate-apply`"
            Diagnostics.error("apply writes files: run \(apply) (the same options)")
            exit(2)
        }
        let hasPath = rest.drop { $0 != command }.dropFirst().contains { !$0.hasPrefix("-") }
        if ["check", "diff", "apply", "project"].contains(command ?? "") && !hasPath {
            if targetNames.isEmpty {
                rest.append(".")
            } else {
                let picked = try paths(targetNames)
                guard !picked.isEmpty else {
                    Diagnostics.error("no Swift files in the targets \(targetNames.joined(separator: ", "))")
                    exit(2)
                }
                rest += picked
            }
        }
        let process = Process()
        process.executableURL = tool
        process.arguments = rest
        process.currentDirectoryURL = directory
        process.environment = ProcessInfo.processInfo.environment.merging(["INTENT_MIGRATE_PLUGIN": invocation]) { _, new in new }
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus != 0 { exit(process.terminationStatus) }
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension Runner {
    /// From Xcode's project navigator: the project's folder, or the Swift files of the targets picked.
    static func run(_ context: XcodePluginContext, _ arguments: [String], command fixed: String?) throws {
        try run(tool: context.tool(named: "intent-migrate").url, in: context.xcodeProject.directoryURL, arguments, command: fixed,
                invocation: "xcode") { names in
            context.xcodeProject.targets.filter { names.contains($0.displayName) }.flatMap { target in
                target.inputFiles.filter { $0.type == .source && $0.url.pathExtension == "swift" }.map(\.url.path)
            }
        }
    }
}
#endif
