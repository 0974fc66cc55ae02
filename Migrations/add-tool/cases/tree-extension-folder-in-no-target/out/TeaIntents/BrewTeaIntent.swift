import AppIntents

// An App Intents extension whose target was never committed to the project: no target compiles this folder.
struct BrewTeaIntent: AppIntent {
    static let title: LocalizedStringResource = "Brew Tea"
    static let description = IntentDescription("Starts a brewing timer for a pot of tea.")

    func perform() async throws -> some IntentResult {
        TeaLog.shared.add(cups: 0)
        return .result()
    }
}
