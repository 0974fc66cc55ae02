import AppIntents

struct RefreshIntent: AppIntent {
    static let title: LocalizedStringResource = "Refresh"

    func perform() async throws -> some IntentResult {
        await Feed.shared.refresh()
        return .result()
    }
}

struct OpenFeedIntent: OpenIntent {
    static let title: LocalizedStringResource = "Open Feed"

    @Parameter(title: "Feed")
    var target: FeedEntity

    func perform() async throws -> some IntentResult { .result() }
}
