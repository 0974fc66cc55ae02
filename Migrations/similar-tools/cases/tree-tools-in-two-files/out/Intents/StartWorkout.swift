import AppIntents

@AppIntent(.tool)
struct StartWorkout: AppIntent {
    static let title: LocalizedStringResource = "Start Workout"
    static let description = IntentDescription("Starts a workout session and tracks it.")
    func perform() async throws -> some IntentResult { .result() }
}
