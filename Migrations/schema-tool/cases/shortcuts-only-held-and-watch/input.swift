import AppIntents

// Paying is for a person to start: held for a decision, not made a tool.
@AppIntent(schema: .books.openBook)
struct PurchaseBookIntent {
    var target: BookEntity
    func perform() async throws -> some IntentResult { .result() }
}

// Compiled for watchOS too: .tool can't be gated inside the attribute, so it is written by hand.
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

// Gated by hand: fine.
#if !os(watchOS)
@AppIntent(.tool, schema: .journal.createEntry)
#else
@AppIntent(schema: .journal.createEntry)
#endif
struct LogPageIntent {
    var title: String?
    var message: AttributedString
    func perform() async throws -> some IntentResult { .result() }
}
