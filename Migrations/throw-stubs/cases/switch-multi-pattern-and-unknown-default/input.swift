import AppIntents

struct ScrobbleStatusIntent: AppIntent {
    static let title: LocalizedStringResource = "Scrobble Status"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let status: ScrobbleStatus = await Scrobbler.shared.status()
        switch status {
        case .connected:
            return .result(dialog: "Scrobbling is on.")
        case .expired, .revoked:
            return .result(dialog: "Last.fm access was denied. Sign in again in Settings.")
        @unknown default:
            return .result(dialog: "Something went wrong with Last.fm.")
        }
    }
}
