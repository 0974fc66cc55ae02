import AppIntents

struct ImportCollectionIntent: AppIntent, ForegroundContinuableIntent {
    static let title: LocalizedStringResource = "Import Collection"
    static var openAppWhenRun: Bool = false

    func perform() async throws -> some IntentResult {
        guard Library.shared.isUnlocked else {
            throw needsToContinueInForegroundError("Unlock your library to import.")
        }
        try await Library.shared.importPending()
        return .result()
    }
}

struct ReviewImportIntent: ForegroundContinuableIntent {
    static let title: LocalizedStringResource = "Review Import"
    static let openAppWhenRun = true

    @MainActor
    func perform() async throws -> some IntentResult {
        Router.shared.show(.importReview)
        return .result()
    }
}
