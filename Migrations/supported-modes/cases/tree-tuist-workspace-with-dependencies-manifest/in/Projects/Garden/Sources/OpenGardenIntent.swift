import AppIntents

struct OpenGardenIntent: AppIntent {
    static let title: LocalizedStringResource = "Open Garden"
    static let openAppWhenRun: Bool = true

    func perform() async throws -> some IntentResult {
        .result()
    }
}
