import AppIntents

struct ResumePlaybackIntent: AppIntent {
    static let title: LocalizedStringResource = "Resume Playback"

    func perform() async throws -> some IntentResult {
        // Falling through means "already playing": a no-op, not a failed lookup.
        if await Player.shared.resumeIfPaused() {
            return .result()
        }
        return .result()
    }
}
