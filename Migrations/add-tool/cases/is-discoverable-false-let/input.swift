import AppIntents

struct ToggleTimerButtonIntent: LiveActivityIntent {
    static let title: LocalizedStringResource = "Toggle Timer"
    static let isDiscoverable = false

    @Parameter(title: "Timer ID")
    var timerID: String

    func perform() async throws -> some IntentResult {
        await TimerStore.shared.toggle(timerID)
        return .result()
    }
}
