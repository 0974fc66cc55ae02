import AppIntents

struct ShowCrateIntent: AppIntent {
    static let title: LocalizedStringResource = "Show Crate"
    static var openAppWhenRun: Bool = true
    @available(iOS 26.0, macOS 26.0, *)
    static var supportedModes: IntentModes { .foreground }

    @MainActor
    func perform() async throws -> some IntentResult {
        Router.shared.show(.crates)
        return .result()
    }
}

struct ShuffleIntent: AudioPlaybackIntent {
    static let title: LocalizedStringResource = "Shuffle"
    static let openAppWhenRun = false
    @available(iOS 26.0, macOS 26.0, *)
    static var supportedModes: IntentModes { .background }

    func perform() async throws -> some IntentResult {
        await Player.shared.shuffle()
        return .result()
    }
}
