import AppIntents

struct PinNoteIntent: AppIntent {
    static let title: LocalizedStringResource = "Pin Note"
    static let openAppWhenRun: Bool = true
    @available(iOS 26.0, *)
    static var supportedModes: IntentModes { .foreground }

    func perform() async throws -> some IntentResult {
        .result()
    }
}
