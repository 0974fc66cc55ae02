import AppIntents

struct ShuffleIntent: AppIntent {
    static let title: LocalizedStringResource = "Shuffle"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        guard await Queue.shared.hasTracks else {
            throw ShuffleIntentError.failure("Couldn't shuffle: the queue is empty.")
        }
        await Queue.shared.shuffle()
        return .result(dialog: "Shuffled.")
    }
}

enum ShuffleIntentError: Error, CustomLocalizedStringResourceConvertible {
    case failure(LocalizedStringResource)

    var localizedStringResource: LocalizedStringResource {
        switch self {
        case let .failure(message): message
        }
    }
}
