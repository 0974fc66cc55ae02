import AppIntents

struct PauseIntent: AudioPlaybackIntent {
    static let title: LocalizedStringResource = "Pause"
    static var supportedModes: IntentModes { .background }

    func perform() async throws -> some IntentResult {
        await Player.shared.pause()
        return .result()
    }
}
