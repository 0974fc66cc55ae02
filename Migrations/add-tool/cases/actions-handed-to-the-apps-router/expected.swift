import AppIntents

// The app's router moves it to a form: the person still fills it in. Held for a decision.
struct CreatePlaylistIntent: AppIntent {
    static let title: LocalizedStringResource = "Create Playlist"
    static let description = IntentDescription("Opens the new playlist form.")
    static let supportedModes: IntentModes = .foreground(.dynamic)

    @MainActor
    func perform() async throws -> some IntentResult {
        if (try? PlaylistStore.shared.loadDraft()) != nil { throw PlaylistDraftError.unfinished }
        AppRouter.shared.createPlaylist()
        return .result()
    }
}

// Free text the app acts on: the app does something with what the person said. Marked.
@AppIntent(.tool)
struct AskCuratorIntent: AppIntent {
    static let title: LocalizedStringResource = "Ask the Curator"
    static let description = IntentDescription("Asks the curator a question about your collection.")
    static let openAppWhenRun = true

    @Parameter(title: "Question")
    var question: String

    @MainActor
    func perform() async throws -> some IntentResult {
        CuratorCoordinator.shared.enqueue(question)
        return .result()
    }
}
