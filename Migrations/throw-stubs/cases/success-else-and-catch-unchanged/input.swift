import AppIntents

struct ResumeIntent: AudioPlaybackIntent {
    static let title: LocalizedStringResource = "Resume"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        guard Player.shared.hasQueue else {
            return .result(dialog: "Nothing to resume.")
        }
        do {
            try await Scrobbler.shared.flush()
        } catch {
            await Player.shared.resume()
            return .result(dialog: "Playing. Scrobbles will sync later.")
        }
        if await Player.shared.isPlaying {
            return .result(dialog: "Already playing.")
        } else {
            await Player.shared.resume()
            return .result(dialog: "Playing.")
        }
    }
}
