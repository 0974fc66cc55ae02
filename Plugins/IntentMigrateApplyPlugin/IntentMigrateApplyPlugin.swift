import PackagePlugin

/// `swift package --allow-writing-to-package-directory intent-migrate-apply [options] [path …]`: the migration, written.
@main
struct IntentMigrateApplyPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        try Runner.run(context, arguments, command: "apply")
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

/// The same from an Xcode project: the project navigator's context menu, on the project or the targets picked.
extension IntentMigrateApplyPlugin: XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        try Runner.run(context, arguments, command: "apply")
    }
}
#endif
