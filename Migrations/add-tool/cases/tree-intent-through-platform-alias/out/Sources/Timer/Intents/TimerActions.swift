import AppIntents

struct PauseTimerButton: TimerAction {
    static let title: LocalizedStringResource = "Pause Timer"
    static let isDiscoverable = false

    func perform() async throws -> some IntentResult {
        try await TimerStore.shared.pause()
        return .result()
    }
}

@AppIntent(.tool)
struct StartTimer: TimerAction {
    static let title: LocalizedStringResource = "Start Timer"

    @Parameter(title: "Minutes")
    var minutes: Int

    func perform() async throws -> some IntentResult & ProvidesDialog {
        try await TimerStore.shared.start(minutes: minutes)
        return .result(dialog: "Timer started for \(minutes) minutes.")
    }
}
