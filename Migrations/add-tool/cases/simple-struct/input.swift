import AppIntents

struct ShuffleCollectionIntent: AppIntent {
    static let title: LocalizedStringResource = "Shuffle Collection"

    func perform() async throws -> some IntentResult {
        await Player.shared.shuffle(.collection)
        return .result()
    }
}
