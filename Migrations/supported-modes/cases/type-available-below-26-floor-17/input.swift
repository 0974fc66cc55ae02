import AppIntents

@available(iOS 16.2, *) struct StartListeningSessionIntent: LiveActivityIntent {
    static let title: LocalizedStringResource = "Start Listening Session"
    static var openAppWhenRun: Bool = false

    func perform() async throws -> some IntentResult {
        try await Sessions.shared.startLiveActivity()
        return .result()
    }
}
