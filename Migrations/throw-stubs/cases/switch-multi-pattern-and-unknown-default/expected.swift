import AppIntents

struct ScrobbleStatusIntent: AppIntent {
    static let title: LocalizedStringResource = "Scrobble Status"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let status: ScrobbleStatus = await Scrobbler.shared.status()
        switch status {
        case .connected:
            return .result(dialog: "Scrobbling is on.")
        case .expired, .revoked:
            throw ScrobbleStatusIntentError.failure("Last.fm access was denied. Sign in again in Settings.")
        @unknown default:
            throw ScrobbleStatusIntentError.failure("Something went wrong with Last.fm.")
        }
    }
}

enum ScrobbleStatusIntentError: Error, CustomLocalizedStringResourceConvertible {
    case failure(LocalizedStringResource)

    var localizedStringResource: LocalizedStringResource {
        switch self {
        case let .failure(message): message
        }
    }
}
