import AppIntents

/// The loop returns when it finds the speaker; falling out of it found none, and still says success: a warning.
struct PlayOnSpeakerIntent: AppIntent {
    static let title: LocalizedStringResource = "Play on Speaker"

    @Parameter(title: "Speaker")
    var name: String

    func perform() async throws -> some IntentResult {
        for speaker in await Speakers.shared.all() {
            if speaker.name == name {
                await Player.shared.play(on: speaker)
                return .result()
            }
        }
        return .result()
    }
}

/// The loop acts on every speaker and returns nothing from inside: the result after it is the success.
struct PauseEverywhereIntent: AppIntent {
    static let title: LocalizedStringResource = "Pause Everywhere"

    func perform() async throws -> some IntentResult {
        for speaker in await Speakers.shared.all() {
            await Player.shared.pause(on: speaker)
        }
        return .result()
    }
}
