import AppIntents

// Not tools: Siri doesn't choose between them.
struct ShuffleA: AppIntent {
    static let title: LocalizedStringResource = "Shuffle Crate"
    static let description = IntentDescription("Shuffles the crate.")
    func perform() async throws -> some IntentResult { .result() }
}

struct ShuffleB: AppIntent {
    static let title: LocalizedStringResource = "Shuffle Crate"
    static let description = IntentDescription("Shuffles the crate.")
    func perform() async throws -> some IntentResult { .result() }
}

@AppIntent(.tool)
struct Spin: AppIntent {
    static let title: LocalizedStringResource = "Spin"
    static let description = IntentDescription("TODO: describe what Spin does, for someone who has never opened the app")
    func perform() async throws -> some IntentResult { .result() }
}

@AppIntent(.tool)
struct Turn: AppIntent {
    static let title: LocalizedStringResource = "Turn"
    static let description = IntentDescription("TODO: describe what Turn does, for someone who has never opened the app")
    func perform() async throws -> some IntentResult { .result() }
}
