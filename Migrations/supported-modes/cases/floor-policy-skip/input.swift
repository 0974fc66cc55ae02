import AppIntents

struct ShowCrateIntent: AppIntent {
    static let title: LocalizedStringResource = "Show Crate"
    static var openAppWhenRun: Bool = true

    @MainActor
    func perform() async throws -> some IntentResult {
        Router.shared.show(.crates)
        return .result()
    }
}

struct ShuffleIntent: AudioPlaybackIntent {
    static let title: LocalizedStringResource = "Shuffle"
    static let openAppWhenRun = false

    func perform() async throws -> some IntentResult {
        await Player.shared.shuffle()
        return .result()
    }
}
