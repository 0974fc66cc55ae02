import AppIntents

@AppIntent(.tool)
struct PlayLiveIntent: AppIntent {
    static let title: LocalizedStringResource = "Play \"Live\" (Remastered)"

    @Parameter(title: "Side (\"A\" or \"B\")")
    var side: String

    func perform() async throws -> some IntentResult {
        try await Player.shared.playLive(side: side)
        return .result()
    }
}
