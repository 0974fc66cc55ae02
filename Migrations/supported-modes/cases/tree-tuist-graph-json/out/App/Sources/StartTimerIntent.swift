import AppIntents

struct StartTimerIntent: AppIntent {
    static let title: LocalizedStringResource = "Start Kitchen Timer"
    static let openAppWhenRun: Bool = true
    @available(iOS 26.0, macOS 26.0, *)
    static var supportedModes: IntentModes { .foreground }

    func perform() async throws -> some IntentResult {
        .result()
    }
}
