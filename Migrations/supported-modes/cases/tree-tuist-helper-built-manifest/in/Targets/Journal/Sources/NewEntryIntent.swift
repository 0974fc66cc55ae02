import AppIntents

struct NewEntryIntent: AppIntent {
    static let title: LocalizedStringResource = "New Entry"
    static var openAppWhenRun: Bool = true

    func perform() async throws -> some IntentResult {
        await Journal.shared.startEntry()
        return .result()
    }
}
