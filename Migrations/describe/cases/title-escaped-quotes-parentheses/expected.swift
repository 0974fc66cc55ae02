import AppIntents

@AppIntent(.tool)
struct PlayLiveIntent: AppIntent {
    static let title: LocalizedStringResource = "Play \"Live\" (Remastered)"
    static let description = IntentDescription("TODO: describe what Play \"Live\" (Remastered) does, for someone who has never opened the app")

    @Parameter(title: "Side (\"A\" or \"B\")", description: "TODO: describe the Side (\"A\" or \"B\") parameter for someone who doesn't know the app")
    var side: String

    func perform() async throws -> some IntentResult {
        try await Player.shared.playLive(side: side)
        return .result()
    }
}
