import AppIntents

struct ClearQueueIntent: AppIntent {
    static let title: LocalizedStringResource = "Clear Queue"

    @MainActor
    func perform() throws -> some IntentResult & ProvidesDialog {
        guard Player.shared.hasQueue else {
            throw ClearQueueIntentError.failure("There's nothing in the queue. Sorry!")
        }
        Player.shared.clearQueue()
        return .result(dialog: "Cleared the queue.")
    }
}

enum ClearQueueIntentError: Error, CustomLocalizedStringResourceConvertible {
    case failure(LocalizedStringResource)

    var localizedStringResource: LocalizedStringResource {
        switch self {
        case let .failure(message): message
        }
    }
}
