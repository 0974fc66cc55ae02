import AppIntents

struct GlanceTimerIntent: AppIntent {
    static let title: LocalizedStringResource = "Glance at Timer"
    static let openAppWhenRun: Bool = true

    func perform() async throws -> some IntentResult {
        .result()
    }
}
