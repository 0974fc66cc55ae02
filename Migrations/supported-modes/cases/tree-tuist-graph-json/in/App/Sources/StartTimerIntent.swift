import AppIntents

struct StartTimerIntent: AppIntent {
    static let title: LocalizedStringResource = "Start Kitchen Timer"
    static let openAppWhenRun: Bool = true

    func perform() async throws -> some IntentResult {
        .result()
    }
}
