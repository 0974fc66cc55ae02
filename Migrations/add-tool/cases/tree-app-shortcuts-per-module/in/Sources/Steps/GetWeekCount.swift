import AppIntents

// Another module, which offers no App Shortcuts: only flagged.
struct GetWeekCountIntent: AppIntent {
    static let title: LocalizedStringResource = "Get Week Count"

    func perform() async throws -> some IntentResult & ReturnsValue<Int> {
        .result(value: Crates.shared.count)
    }
}
