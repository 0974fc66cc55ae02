import AppIntents

// Clearing the play queue empties it for good: marked, and flagged for review.
struct ClearPlayQueueIntent: AppIntent {
    static let title: LocalizedStringResource = "Clear Play Queue"

    func perform() async throws -> some IntentResult {
        await PlayQueue.shared.removeAll()
        return .result()
    }
}

// It asks first: marked, no flag.
struct ClearListeningHistoryIntent: AppIntent {
    static let title: LocalizedStringResource = "Clear Listening History"

    func perform() async throws -> some IntentResult {
        try await requestConfirmation(result: .result(dialog: "Clear your whole listening history?"))
        await PlayHistory.shared.removeAll()
        return .result()
    }
}
