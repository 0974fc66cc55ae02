import PackagePlugin

/// `swift package intent-migrate check|diff|project|passes|explain [options] [path …]`: reads, never writes.
@main
struct IntentMigratePlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        try Runner.run(context, arguments, command: nil)
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

/// The same from an Xcode project: the project navigator's context menu, on the project or the targets picked.
extension IntentMigratePlugin: XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        try Runner.run(context, arguments, command: nil)
    }
}
#endif
