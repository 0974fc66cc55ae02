import AppIntents

struct PauseIntent: AudioPlaybackIntent {
    static let title: LocalizedStringResource = "Pause"
    static let openAppWhenRun = false

    func perform() async throws -> some IntentResult {
        await Player.shared.pause()
        return .result()
    }
}
