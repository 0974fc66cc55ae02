import AppIntents

/// Plays the most recently added album.
@AppIntent(.tool)
struct PlayNewestAlbumIntent: AppIntent {
    static let title: LocalizedStringResource = "Play Newest Album"

    func perform() async throws -> some IntentResult {
        try await Player.shared.play(Library.shared.newestAlbumID())
        return .result()
    }
}

enum Extras {
    @available(iOS 17.0, *)
    @AppIntent(.tool)
    struct ShowStatsIntent: AppIntent {
        static let title: LocalizedStringResource = "Show Stats"

        @MainActor
        func perform() async throws -> some IntentResult {
            Router.shared.show(.stats)
            return .result()
        }
    }
}
