import AppIntents

@AppIntent(.tool)
struct RefreshLibraryIntent: AppIntent {
    @Parameter(title: "Full Rescan", default: false)
    var fullRescan: Bool

    func perform() async throws -> some IntentResult {
        try await Library.shared.refresh(full: fullRescan)
        return .result()
    }
}

@AppIntent(.tool)
struct RebuildIndexIntent: AppIntent
{
    static let title: LocalizedStringResource = "Rebuild Index"

    func perform() async throws -> some IntentResult {
        try await Library.shared.rebuildIndex()
        return .result()
    }
}

enum Maintenance {
    @AppIntent(.tool)
    struct PingIntent: AppIntent {}

    @AppIntent(.tool)
    struct PongIntent: AppIntent { }
}

@AppIntent(.tool)
struct EmptyCacheIntent: AppIntent
{
    func perform() async throws -> some IntentResult {
        Cache.shared.empty()
        return .result()
    }
}
