import AppIntents

struct PlayNewestIntent: AudioPlaybackIntent {
    static let title: LocalizedStringResource = "Play Newest"
    static var openAppWhenRun: Bool { // plays without opening: the remote is enough
        return false
    }

    func perform() async throws -> some IntentResult { .result() }
}
