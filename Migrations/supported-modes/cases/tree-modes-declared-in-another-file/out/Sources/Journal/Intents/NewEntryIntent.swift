import AppIntents

struct NewEntryIntent: AppIntent {
    static let title: LocalizedStringResource = "New Journal Entry"

    @Parameter(title: "Prompt")
    var prompt: String?

    @MainActor
    func perform() async throws -> some IntentResult {
        EntryComposer.shared.present(prompt: prompt)
        return .result()
    }
}
