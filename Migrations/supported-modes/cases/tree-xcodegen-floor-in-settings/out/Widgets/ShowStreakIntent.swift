import AppIntents

struct ShowStreakIntent: AppIntent {
    static let title: LocalizedStringResource = "Show Streak"
    static let description = IntentDescription("Opens the app on the days you wrote in a row.")
    static var openAppWhenRun: Bool = true
    @available(iOS 26.0, *)
    static var supportedModes: IntentModes { .foreground }

    func perform() async throws -> some IntentResult {
        .result()
    }
}
