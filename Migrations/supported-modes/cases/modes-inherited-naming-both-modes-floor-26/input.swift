import AppIntents

protocol SyncIntent: AppIntent {}

extension SyncIntent {
    /// Starts in the background, may come forward: not what openAppWhenRun true says.
    static var supportedModes: IntentModes { [.background, .foreground(.deferred)] }
}

struct ResolveConflictsIntent: SyncIntent {
    static let title: LocalizedStringResource = "Resolve Conflicts"
    static var openAppWhenRun: Bool = true

    @MainActor
    func perform() async throws -> some IntentResult {
        ConflictResolver.shared.presentPending()
        return .result()
    }
}
