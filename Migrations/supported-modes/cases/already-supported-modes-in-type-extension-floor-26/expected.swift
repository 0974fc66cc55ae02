import AppIntents

struct RecordSessionIntent: AppIntent {
    static let title: LocalizedStringResource = "Record Listening Session"

    func perform() async throws -> some IntentResult {
        try await Sessions.shared.start()
        return .result()
    }
}

extension RecordSessionIntent {
    static var supportedModes: IntentModes { [.background, .foreground(.dynamic)] }
}
