import AppIntents

struct NewNoteIntent: AppIntent {
    static let title: LocalizedStringResource = "New Note"
    static let description = IntentDescription("Opens a blank note in the classic notebook.")
    static var openAppWhenRun: Bool = true

    func perform() async throws -> some IntentResult {
        await Editor.shared.newPage()
        return .result()
    }
}
