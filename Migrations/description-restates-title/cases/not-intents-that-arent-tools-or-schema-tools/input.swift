import AppIntents

// Not a tool: Siri doesn't read it (describe and add-tool deal with it first).
struct PauseIntent: AppIntent {
    static let title: LocalizedStringResource = "Pause"
    static let description = IntentDescription("Pause")
    func perform() async throws -> some IntentResult { .result() }
}

// A schema brings its own description.
@AppIntent(.tool, schema: .journal.createEntry)
struct CreateEntry {
    static let title: LocalizedStringResource = "Create Entry"
    static let description = IntentDescription("Creates an entry.")
    func perform() async throws -> some IntentResult { .result() }
}
