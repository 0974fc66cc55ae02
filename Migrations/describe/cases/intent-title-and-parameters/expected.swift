import AppIntents

/// Shuffles the albums in one crate.
@AppIntent(.tool)
struct ShuffleCrateIntent: AppIntent {
    static let title: LocalizedStringResource = "Shuffle Crate"
    static let description = IntentDescription("TODO: describe what Shuffle Crate does, for someone who has never opened the app")

    @Parameter(title: "Crate", description: "TODO: describe the Crate parameter for someone who doesn't know the app")
    var crate: CrateEntity

    @Parameter(title: "Count", description: "TODO: describe the Count parameter for someone who doesn't know the app", default: 2)
    var count: Int

    @Parameter(title: "Mode", description: "Shuffle whole albums or single tracks")
    var mode: ShuffleMode

    func perform() async throws -> some IntentResult {
        try await Player.shared.shuffle(crate.id, count: count, mode: mode)
        return .result()
    }
}
