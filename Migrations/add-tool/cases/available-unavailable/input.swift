import AppIntents

@available(*, unavailable, message: "Replaced by PlayCrateIntent")
struct LegacyPlayCrateIntent: AppIntent {
    static let title: LocalizedStringResource = "Play Crate (Legacy)"

    func perform() async throws -> some IntentResult {
        return .result()
    }
}

@available(*, unavailable) struct OldShuffleIntent: AppIntent {
    static let title: LocalizedStringResource = "Shuffle (Old)"

    func perform() async throws -> some IntentResult {
        return .result()
    }
}
