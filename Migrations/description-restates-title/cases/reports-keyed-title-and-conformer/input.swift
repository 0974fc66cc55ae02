import AppIntents

struct ShuffleCrate: ToolIntent {
    static let title = LocalizedStringResource("shuffle.title", defaultValue: "Shuffle Crate")
    static let description = IntentDescription(.init("shuffle.description", defaultValue: "Shuffles the crate"))

    @Parameter(title: .init("shuffle.crate", defaultValue: "Crate"), description: .init("shuffle.crate.description", defaultValue: "The crate."))
    var crate: CrateEntity

    func perform() async throws -> some IntentResult { .result() }
}
