import AppIntents

@AppIntent(.tool)
struct RefreshLibraryIntent: AppIntent {
    static let description = IntentDescription("TODO: describe what refresh library does, for someone who has never opened the app")
    @Parameter(title: "Full Rescan", description: "TODO: describe the Full Rescan parameter for someone who doesn't know the app", default: false)
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
    static let description = IntentDescription("TODO: describe what Rebuild Index does, for someone who has never opened the app")

    func perform() async throws -> some IntentResult {
        try await Library.shared.rebuildIndex()
        return .result()
    }
}

enum Maintenance {
    @AppIntent(.tool)
    struct PingIntent: AppIntent {
        static let description = IntentDescription("TODO: describe what ping does, for someone who has never opened the app")
    }

    @AppIntent(.tool)
    struct PongIntent: AppIntent {
        static let description = IntentDescription("TODO: describe what pong does, for someone who has never opened the app")
    }
}

@AppIntent(.tool)
struct EmptyCacheIntent: AppIntent
{
    static let description = IntentDescription("TODO: describe what empty cache does, for someone who has never opened the app")
    func perform() async throws -> some IntentResult {
        Cache.shared.empty()
        return .result()
    }
}
