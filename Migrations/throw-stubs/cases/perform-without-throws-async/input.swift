import AppIntents

struct ShuffleCrateIntent: AppIntent {
    static let title: LocalizedStringResource = "Shuffle Crate"

    @Parameter(title: "Crate")
    var crate: CrateEntity

    func perform() async -> some IntentResult & ProvidesDialog {
        guard let stored = await CrateStore.shared.crate(id: crate.id) else {
            return .result(dialog: "That crate no longer exists.")
        }
        await Player.shared.shuffle(stored.albums)
        return .result(dialog: "Shuffling \(stored.name).")
    }
}
