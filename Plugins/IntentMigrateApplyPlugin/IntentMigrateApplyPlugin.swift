import PackagePlugin

/// `swift package --allow-writing-to-package-directory intent-migrate-apply [options] [path …]`: the migration, written.
@main
struct IntentMigrateApplyPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        try Runner.run(context, arguments, command: "apply")
    }
}
