import ActivityKit
import AppIntents

@available(iOS 16.2, *) struct PauseTimerIntent: LiveActivityIntent {
    static let title: LocalizedStringResource = "Pause Timer"

    @Parameter(title: "Timer ID")
    var timerID: String

    init() {}

    init(timerID: String) {
        self.timerID = timerID
    }

    func perform() async throws -> some IntentResult {
        await TimerStore.shared.pause(timerID)
        return .result()
    }
}
