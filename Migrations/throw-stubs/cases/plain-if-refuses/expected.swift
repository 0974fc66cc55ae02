import AppIntents

struct StopSessionIntent: AppIntent {
    static let title: LocalizedStringResource = "Stop Listening Session"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let session: ListeningSession? = SessionStore.shared.current
        if session?.isLocked == true {
            throw StopSessionIntentError.failure("Couldn't stop the session")
        }
        await session?.stop()
        return .result(dialog: "Stopped.")
    }
}

enum StopSessionIntentError: Error, CustomLocalizedStringResourceConvertible {
    case failure(LocalizedStringResource)

    var localizedStringResource: LocalizedStringResource {
        switch self {
        case let .failure(message): message
        }
    }
}
