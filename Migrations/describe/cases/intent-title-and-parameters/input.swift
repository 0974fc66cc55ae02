import AppIntents

/// Shuffles the albums in one crate.
@AppIntent(.tool)
struct ShuffleCrateIntent: AppIntent {
    static let title: LocalizedStringResource = "Shuffle Crate"

    @Parameter(title: "Crate")
    var crate: CrateEntity

    @Parameter(title: "Count", default: 2)
    var count: Int

    @Parameter(title: "Mode", description: "Shuffle whole albums or single tracks")
    var mode: ShuffleMode

    func perform() async throws -> some IntentResult {
        try await Player.shared.shuffle(crate.id, count: count, mode: mode)
        return .result()
    }
}
