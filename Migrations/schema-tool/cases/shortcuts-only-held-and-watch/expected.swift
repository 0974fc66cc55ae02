import AppIntents

// Paying is for a person to start: held for a decision, not made a tool.
@AppIntent(schema: .books.openBook)
struct PurchaseBookIntent {
    var target: BookEntity
    func perform() async throws -> some IntentResult { .result() }
}

// Compiled for watchOS too, where neither the schema nor ToolIntent exists: the intent must leave watchOS first.
@AppIntent(schema: .journal.createEntry)
struct LogReadingIntent {
    var title: String?
    var message: AttributedString
    func perform() async throws -> some IntentResult { .result() }
}

// Written by hand, ungated: it doesn't build for watchOS.
@AppIntent(.tool, schema: .journal.createEntry)
struct LogQuoteIntent {
    var title: String?
    var message: AttributedString
    func perform() async throws -> some IntentResult { .result() }
}

// Kept out of watchOS as a whole: the schema and ToolIntent exist wherever it compiles, so it becomes a tool.
#if !os(watchOS)
@AppIntent(.tool, schema: .journal.createEntry)
struct LogPageIntent {
    var title: String?
    var message: AttributedString
    func perform() async throws -> some IntentResult { .result() }
}
#endif
