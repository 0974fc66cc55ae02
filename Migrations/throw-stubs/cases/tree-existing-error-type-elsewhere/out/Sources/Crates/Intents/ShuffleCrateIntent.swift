import AppIntents

struct ShuffleCrateIntent: AppIntent {
    static let title: LocalizedStringResource = "Shuffle Crate"

    @Parameter(title: "Crate")
    var crate: CrateEntity

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let records = await CrateStore.shared.records(in: crate.id)
        guard !records.isEmpty else {
            throw ShuffleCrateIntentError.emptyCrate(name: crate.name)
        }
        guard await Player.shared.queue(records.shuffled()) else {
            throw ShuffleCrateIntentError.failure("Couldn't start playback. Check that a speaker is connected.")
        }
        return .result(dialog: "Shuffling \(records.count) records from \(crate.name).")
    }
}
