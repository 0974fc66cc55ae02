import AppIntents

struct NewPageIntent: AppIntent {
    static let title: LocalizedStringResource = "New Page"
    static let description = IntentDescription("Opens a blank page in the current notebook.")
    static var supportedModes: IntentModes { .foreground }

    func perform() async throws -> some IntentResult {
        await Editor.shared.newPage()
        return .result()
    }
}
