import AppIntents

struct StartEntryIntent: AppIntent {
    static let title: LocalizedStringResource = "Start Entry"
    static let description = IntentDescription("Opens today's page, ready to write.")
    static var supportedModes: IntentModes { .foreground }

    func perform() async throws -> some IntentResult {
        await Diary.shared.openToday()
        return .result()
    }
}
