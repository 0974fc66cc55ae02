import AppIntents

// intent-migrate: ignore add-tool
struct ResetLibraryIntent: AppIntent {
    static let title: LocalizedStringResource = "Reset Library"

    func perform() async throws -> some IntentResult {
        try Library.shared.reset()
        return .result()
    }
}

struct RebuildIndexIntent: AppIntent { // intent-migrate: ignore
    static let title: LocalizedStringResource = "Rebuild Index"

    func perform() async throws -> some IntentResult {
        try await Indexer.shared.rebuild()
        return .result()
    }
}

struct ShowRecentlyPlayedIntent: AppIntent {
    static let title: LocalizedStringResource = "Show Recently Played"

    @MainActor
    func perform() async throws -> some IntentResult {
        Router.shared.show(.recent)
        return .result()
    }
}
