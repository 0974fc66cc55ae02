import AppIntents

/// Plays the records of one crate in a random order.
struct ShuffleCrateIntent: AppIntent {
    static let title: LocalizedStringResource = "Shuffle Crate"

    @Parameter(title: "Crate")
    var crate: String

    func perform() async throws -> some IntentResult {
        await Player.shared.shuffle(crate)
        return .result()
    }
}
