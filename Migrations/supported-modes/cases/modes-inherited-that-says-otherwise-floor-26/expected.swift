import AppIntents

protocol QuietIntent: AppIntent {}

extension QuietIntent {
    static var supportedModes: IntentModes { .background }
}

/// Inherits the quiet default but asks for the app: its own value wins, so it gets its own supportedModes.
struct ReviewDraftIntent: QuietIntent {
    static let title: LocalizedStringResource = "Review Draft"
    static var supportedModes: IntentModes { .foreground }

    @MainActor
    func perform() async throws -> some IntentResult {
        DraftReviewer.shared.presentLatest()
        return .result()
    }
}
