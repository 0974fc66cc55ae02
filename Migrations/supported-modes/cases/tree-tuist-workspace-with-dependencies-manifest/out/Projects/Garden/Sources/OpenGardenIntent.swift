import AppIntents

struct OpenGardenIntent: AppIntent {
    static let title: LocalizedStringResource = "Open Garden"
    static let openAppWhenRun: Bool = true
    @available(iOS 26.0, *)
    static var supportedModes: IntentModes { .foreground }

    func perform() async throws -> some IntentResult {
        .result()
    }
}
