import ActivityKit
import AppIntents

@available(iOS 16.2, *) @AppIntent(.tool) struct PauseTimerIntent: LiveActivityIntent {
    static let title: LocalizedStringResource = "Pause Timer"

    @Parameter(title: "Timer")
    var timer: TimerEntity

    init() {}

    init(timer: TimerEntity) {
        self.timer = timer
    }

    func perform() async throws -> some IntentResult {
        await TimerStore.shared.pause(timer.id)
        return .result()
    }
}
