import AppIntents

struct PinNoteIntent: AppIntent {
    static let title: LocalizedStringResource = "Pin Note"
    static let openAppWhenRun: Bool = true

    func perform() async throws -> some IntentResult {
        .result()
    }
}
