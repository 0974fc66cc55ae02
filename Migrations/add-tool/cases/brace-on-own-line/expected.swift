import AppIntents

/// Skips to the next track in the play queue.
@AppIntent(.tool)
struct SkipTrackIntent: AppIntent
{
    static let title: LocalizedStringResource = "Skip Track"
    static let description = IntentDescription("Skips to the next track in the play queue.")

    func perform() async throws -> some IntentResult
    {
        await Player.shared.skip()
        return .result()
    }
}
