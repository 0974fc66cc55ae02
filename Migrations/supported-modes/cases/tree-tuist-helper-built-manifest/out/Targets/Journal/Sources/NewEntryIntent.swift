import AppIntents

struct NewEntryIntent: AppIntent {
    static let title: LocalizedStringResource = "New Entry"
    static var openAppWhenRun: Bool = true
    @available(iOS 26.0, *)
    static var supportedModes: IntentModes { .foreground }

    func perform() async throws -> some IntentResult {
        await Journal.shared.startEntry()
        return .result()
    }
}
