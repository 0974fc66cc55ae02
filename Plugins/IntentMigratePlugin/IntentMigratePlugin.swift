import PackagePlugin

/// `swift package intent-migrate check|diff|project|passes|explain [options] [path …]`: reads, never writes.
@main
struct IntentMigratePlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        try Runner.run(context, arguments, command: nil)
    }
}
