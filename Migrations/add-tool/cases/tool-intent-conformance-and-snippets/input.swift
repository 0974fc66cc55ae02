import AppIntents
import SwiftUI

// Conforming to ToolIntent directly is what @AppIntent(.tool) does: already a tool.
struct ReorderQueueIntent: AppIntent, ToolIntent {
    static let title: LocalizedStringResource = "Reorder Queue"
    func perform() async throws -> some IntentResult { .result() }
}

// A snippet shown inside another intent's result: never a tool.
struct QueueSnippetIntent: SnippetIntent {
    static let title: LocalizedStringResource = "Queue Snippet"
    func perform() async throws -> some IntentResult & ShowsSnippetView { .result(view: QueueView()) }
}

// Kept so old shortcuts still run: never a tool.
struct LegacyQueueIntent: DeprecatedAppIntent {
    static let title: LocalizedStringResource = "Queue (Old)"
    static let deprecation = IntentDeprecation(message: "Use Reorder Queue instead.", replacedBy: ReorderQueueIntent.self)
    func perform() async throws -> some IntentResult { .result() }
}
