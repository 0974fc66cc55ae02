import AppIntents

// Unchecked in Target Membership when streaks moved into the widget; kept until the copy is rewritten.
struct ShowStreakIntent: AppIntent {
    static let title: LocalizedStringResource = "Show Streak"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let days = await StreakCounter.current()
        return .result(dialog: "You've hit your goal \(days) days in a row.")
    }
}
