import AppIntents

/// Plays the most recently added album.
struct PlayNewestIntent: AudioPlaybackIntent {
    static let title: LocalizedStringResource = "Play Newest"
    static var supportedModes: IntentModes { .background }

    func perform() async throws -> some IntentResult {
        try await Player.shared.playNewest()
        return .result()
    }
}

struct ShowNewestIntent: AppIntent {
    static let title: LocalizedStringResource = "Show Newest"
    static var supportedModes: IntentModes { .foreground } // CRLF file

    @MainActor
    func perform() async throws -> some IntentResult {
        Router.shared.show(.newest)
        return .result()
    }
}
