import AppIntents

struct OpenNowPlayingIntent: AppIntent {
    static let title: LocalizedStringResource = "Open Now Playing"
    static var supportedModes: IntentModes { .foreground }

    @MainActor
    func perform() async throws -> some IntentResult {
        Router.shared.show(.nowPlaying)
        return .result()
    }
}
