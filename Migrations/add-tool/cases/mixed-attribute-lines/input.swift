import AppIntents

@available(iOS 17.0, *)
@MainActor struct ToggleShuffleIntent: SetValueIntent {
    static let title: LocalizedStringResource = "Toggle Shuffle"

    @Parameter(title: "Shuffle")
    var value: Bool

    func perform() async throws -> some IntentResult {
        Player.shared.isShuffling = value
        return .result()
    }
}
