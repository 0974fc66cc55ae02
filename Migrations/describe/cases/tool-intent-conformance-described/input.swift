import AppIntents

struct ReorderQueueIntent: AppIntent, ToolIntent {
    static let title: LocalizedStringResource = "Reorder Queue"
    func perform() async throws -> some IntentResult { .result() }
}
