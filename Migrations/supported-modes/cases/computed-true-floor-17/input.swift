import AppIntents

struct OpenNowPlayingIntent: AppIntent {
    static let title: LocalizedStringResource = "Open Now Playing"
    static var openAppWhenRun: Bool { true }

    @MainActor
    func perform() async throws -> some IntentResult {
        Router.shared.show(.nowPlaying)
        return .result()
    }
}
