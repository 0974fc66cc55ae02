import AppIntents

// Marked by hand, but this file is also in the Watch target's Sources phase.
@AppIntent(.tool)
struct CheckProgressIntent: AppIntent {
    static let title: LocalizedStringResource = "Check Today's Progress"

    func perform() async throws -> some IntentResult & ReturnsValue<Int> & ProvidesDialog {
        let total = await HydrationStore.shared.todayTotal()
        return .result(value: total, dialog: "You've had \(total) ml so far today.")
    }
}
