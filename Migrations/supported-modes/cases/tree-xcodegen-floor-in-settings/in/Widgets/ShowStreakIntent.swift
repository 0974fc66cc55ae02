import AppIntents

struct ShowStreakIntent: AppIntent {
    static let title: LocalizedStringResource = "Show Streak"
    static let description = IntentDescription("Opens the app on the days you wrote in a row.")
    static var openAppWhenRun: Bool = true

    func perform() async throws -> some IntentResult {
        .result()
    }
}
