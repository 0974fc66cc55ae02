import AppIntents

struct StopDownloadsIntent: AppIntent {
    static let title: LocalizedStringResource = "Stop Downloads"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        do {
            try await Downloads.shared.cancelAll()
            if Downloads.shared.hasStuckItems {
                throw StopDownloadsIntentError.failure("Couldn't cancel every download.")
            }
        } catch is CancellationError {
            return .result(dialog: "Cancelled.")
        }
        return .result(dialog: "Stopped all downloads.")
    }
}

enum StopDownloadsIntentError: Error, CustomLocalizedStringResourceConvertible {
    case failure(LocalizedStringResource)

    var localizedStringResource: LocalizedStringResource {
        switch self {
        case let .failure(message): message
        }
    }
}
