import AppIntents

struct GlanceTimerIntent: AppIntent {
    static let title: LocalizedStringResource = "Glance at Timer"
    static let openAppWhenRun: Bool = true
    @available(watchOS 26.0, *)
    static var supportedModes: IntentModes { .foreground }

    func perform() async throws -> some IntentResult {
        .result()
    }
}
