import AppIntents

struct StartTimerIntent: AppIntent {
    static let title: LocalizedStringResource = "Start Timer"

    @Parameter(title: "Minutes", default: 20)
    var minutes: Int

    func perform() async throws -> some IntentResult {
        await TimerStore.shared.start(minutes: minutes)
        return .result()
    }
}
