import AppIntents

struct ReorderQueueIntent: AppIntent, ToolIntent {
    static let title: LocalizedStringResource = "Reorder Queue"
    static let description = IntentDescription("TODO: describe what Reorder Queue does, for someone who has never opened the app")
    func perform() async throws -> some IntentResult { .result() }
}
