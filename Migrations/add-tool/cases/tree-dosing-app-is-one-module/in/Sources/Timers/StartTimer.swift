import AppIntents

// Another module: nothing here doses insulin.
struct StartTimerIntent: AppIntent {
    static let title: LocalizedStringResource = "Start Timer"

    @Parameter(title: "Minutes")
    var minutes: Int

    func perform() async throws -> some IntentResult {
        await Timers.shared.start(minutes: minutes)
        return .result()
    }
}
