import AppIntents

struct PlayCrateIntent: AudioPlaybackIntent {
    static let title: LocalizedStringResource = "Play Crate"

    @Parameter(title: "Crate")
    var crate: CrateEntity

    func perform() async throws -> some IntentResult {
        try await Player.shared.play(crate: crate.id)
        return .result()
    }
}

extension PlayCrateIntent {
    static var openAppWhenRun: Bool { false }
}
