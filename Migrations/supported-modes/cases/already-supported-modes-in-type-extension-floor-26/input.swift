import AppIntents

struct RecordSessionIntent: AppIntent {
    static let title: LocalizedStringResource = "Record Listening Session"
    static var openAppWhenRun: Bool {
        return false
    }

    func perform() async throws -> some IntentResult {
        try await Sessions.shared.start()
        return .result()
    }
}

extension RecordSessionIntent {
    static var supportedModes: IntentModes { [.background, .foreground(.dynamic)] }
}
