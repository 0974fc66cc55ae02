import AppIntents

// The title says it all for this one; reviewed.
// intent-migrate: ignore description-restates-title
@AppIntent(.tool)
struct StopTimer: AppIntent {
    static let title: LocalizedStringResource = "Stop Timer"
    static let description = IntentDescription("Stops the timer.")
    func perform() async throws -> some IntentResult { .result() }
}

@AppIntent(.tool)
struct StartTimer: AppIntent {
    static let title: LocalizedStringResource = "Start Timer"
    static let description = IntentDescription("Starts a countdown timer that rings when it reaches zero.")

    // intent-migrate: ignore description-restates-title
    @Parameter(title: "Label", description: "The label")
    var label: String

    func perform() async throws -> some IntentResult { .result() }
}
