import AppIntents

struct ArchiveNoteIntent: AppIntent {
    static let title: LocalizedStringResource = "Archive Note"
    static let description = IntentDescription("Moves the open note to the archive.")
    static var openAppWhenRun: Bool = true

    func perform() async throws -> some IntentResult {
        await Editor.shared.newPage()
        return .result()
    }
}
