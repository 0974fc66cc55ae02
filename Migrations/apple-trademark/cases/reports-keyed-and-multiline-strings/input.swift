import AppIntents

@AppIntent(.tool)
struct ShareToWatch: AppIntent {
    static let title = LocalizedStringResource("share.title", defaultValue: "Send to Apple Watch")
    static let description = IntentDescription(
        """
        Sends the current workout
        to the iPhone and the watch.
        """,
        categoryName: "Fitness",
        searchKeywords: ["watch", "iCloud"]
    )

    func perform() async throws -> some IntentResult { .result() }
}
