import AppIntents

struct StopSessionIntent: AppIntent {
    static let title: LocalizedStringResource = "Stop Listening Session"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let session: ListeningSession? = SessionStore.shared.current
        if session?.isLocked == true {
            return .result(dialog: "Couldn't stop the session")
        }
        await session?.stop()
        return .result(dialog: "Stopped.")
    }
}
