import AppIntents

struct PauseSessionIntent: AppIntent {
    static let title: LocalizedStringResource = "Pause Listening Session"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        guard let session = SessionStore.shared.current else {
            throw PauseSessionIntentError.failure("I couldn't find a listening session.")
        }
        guard session.isRunning else {
            return .result(dialog: "The session is already paused.")
        }
        await session.pause()
        return .result(dialog: "Paused.")
    }
}

enum PauseSessionIntentError: Error, CustomLocalizedStringResourceConvertible {
    case failure(LocalizedStringResource)

    var localizedStringResource: LocalizedStringResource {
        switch self {
        case let .failure(message): message
        }
    }
}
