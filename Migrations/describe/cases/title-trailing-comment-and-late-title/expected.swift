import AppIntents

@AppIntent(.tool)
struct PlayTodaysPickIntent: AppIntent {
    /// Shown in Shortcuts and Spotlight.
    static let title: LocalizedStringResource = "Play Today's Pick" // keep short
    static let description = IntentDescription("TODO: describe what Play Today's Pick does, for someone who has never opened the app")

    func perform() async throws -> some IntentResult {
        try await Player.shared.playDailyPick()
        return .result()
    }
}

@AppIntent(.tool)
struct LendRecordIntent: AppIntent {
    @Parameter(title: "Record", description: "TODO: describe the Record parameter for someone who doesn't know the app")
    var record: AlbumEntity

    @Parameter(title: "Friend", description: "TODO: describe the Friend parameter for someone who doesn't know the app")
    var friend: String

    static let title: LocalizedStringResource =
        "Lend Record"
    static let description = IntentDescription("TODO: describe what Lend Record does, for someone who has never opened the app")

    func perform() async throws -> some IntentResult {
        try await Library.shared.lend(record.id, to: friend)
        return .result()
    }
}
