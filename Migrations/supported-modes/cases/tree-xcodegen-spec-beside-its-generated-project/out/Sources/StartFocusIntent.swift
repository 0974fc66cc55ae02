import AppIntents

struct StartFocusIntent: AppIntent {
    static let title: LocalizedStringResource = "Start Focus"
    static let description = IntentDescription("Starts a focus session of the usual length.")
    static var supportedModes: IntentModes { .background }

    func perform() async throws -> some IntentResult {
        await FocusClock.shared.start()
        return .result()
    }
}

actor FocusClock {
    static let shared = FocusClock()
    func start() {}
}
