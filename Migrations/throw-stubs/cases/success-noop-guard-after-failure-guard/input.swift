import AppIntents

struct PauseSessionIntent: AppIntent {
    static let title: LocalizedStringResource = "Pause Listening Session"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        guard let session = SessionStore.shared.current else {
            return .result(dialog: "I couldn't find a listening session.")
        }
        guard session.isRunning else {
            return .result(dialog: "The session is already paused.")
        }
        await session.pause()
        return .result(dialog: "Paused.")
    }
}
