import AppIntents

@AppIntent(.tool)
struct PlayTodaysPickIntent: AppIntent {
    /// Shown in Shortcuts and Spotlight.
    static let title: LocalizedStringResource = "Play Today's Pick" // keep short

    func perform() async throws -> some IntentResult {
        try await Player.shared.playDailyPick()
        return .result()
    }
}

@AppIntent(.tool)
struct LendRecordIntent: AppIntent {
    @Parameter(title: "Record")
    var record: AlbumEntity

    @Parameter(title: "Friend")
    var friend: String

    static let title: LocalizedStringResource =
        "Lend Record"

    func perform() async throws -> some IntentResult {
        try await Library.shared.lend(record.id, to: friend)
        return .result()
    }
}
