import AppIntents

struct ShowCrateShelfIntent: AppIntent {
    static let title: LocalizedStringResource = "Show Crate Shelf"

    /// Opens Vinyl Crate so the shelf is on screen
    /// when the intent finishes.
    static var supportedModes: IntentModes { .foreground }

    @MainActor
    func perform() async throws -> some IntentResult {
        Router.shared.show(.shelf)
        return .result()
    }
}

struct CountRecordsIntent: AppIntent {
    static let title: LocalizedStringResource = "Count Records"

    /** Counting happens in the background. */
    static var supportedModes: IntentModes { .background }

    func perform() async throws -> some IntentResult & ReturnsValue<Int> {
        .result(value: Library.shared.count)
    }
}
