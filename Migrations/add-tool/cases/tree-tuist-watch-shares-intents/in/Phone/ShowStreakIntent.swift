import AppIntents

struct ShowStreakIntent: AppIntent {
    static let title: LocalizedStringResource = "Show My Streak"
    static let description = IntentDescription("Says how many days in a row you have logged a breathing session.")

    func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: "You are on a \(Stats.streakDays)-day streak.")
    }
}
