import AppIntents

struct SkipTrackIntent: AudioPlaybackIntent {
    static let title: LocalizedStringResource = "Skip Track"
    static var openAppWhenRun: Bool { return false }
    @available(iOS 26.0, *)
    static var supportedModes: IntentModes { .background }

    func perform() async throws -> some IntentResult {
        await Player.shared.skip()
        return .result()
    }
}
