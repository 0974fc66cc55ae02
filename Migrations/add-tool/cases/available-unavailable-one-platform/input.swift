import AppIntents

// Mac-only: unavailable on iOS, still an intent on macOS.
@available(iOS, unavailable)
struct RevealInFinderIntent: AppIntent {
    static let title: LocalizedStringResource = "Reveal in Finder"

    func perform() async throws -> some IntentResult {
        await Finder.reveal()
        return .result()
    }
}

// Unavailable on both platforms the project builds for: left alone.
@available(iOS, unavailable)
@available(macOS, unavailable)
struct RetiredSyncIntent: AppIntent {
    static let title: LocalizedStringResource = "Sync (Retired)"

    func perform() async throws -> some IntentResult { .result() }
}
