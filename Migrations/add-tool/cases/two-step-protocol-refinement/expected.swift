import AppIntents

@AppIntent(.tool)
struct PlayCrateIntent: CratePlaybackIntent {
    static let title: LocalizedStringResource = "Play Crate"

    @Parameter(title: "Crate")
    var crate: CrateEntity

    func perform() async throws -> some IntentResult {
        try await Player.shared.play(crate: crate.id)
        return .result()
    }
}

@AppIntent(.tool)
struct QueueCrateIntent: Sendable, QueueingIntent {
    static let title: LocalizedStringResource = "Queue Crate"

    @Parameter(title: "Crate")
    var crate: CrateEntity

    func perform() async throws -> some IntentResult {
        try await Player.shared.enqueue(crate: crate.id)
        return .result()
    }
}

protocol CratePlaybackIntent: CrateBaseIntent {}

protocol CrateBaseIntent: AppIntent, Sendable {
    var crate: CrateEntity { get }
}

protocol QueueingIntent: AudioPlaybackIntent {}
