import AppIntents

struct BeginSession: ToolIntent {
    static let title: LocalizedStringResource = "Begin Workout"
    static let description = IntentDescription("Starts a workout session and tracks it")
    func perform() async throws -> some IntentResult { .result() }
}
