import AppIntents

struct SkipTrackIntent: AudioPlaybackIntent {
    static let title: LocalizedStringResource = "Skip Track"
    static var openAppWhenRun: Bool { return false }

    func perform() async throws -> some IntentResult {
        await Player.shared.skip()
        return .result()
    }
}
