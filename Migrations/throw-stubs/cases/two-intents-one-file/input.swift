import AppIntents

struct PauseIntent: AudioPlaybackIntent {
    static let title: LocalizedStringResource = "Pause"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        guard Player.shared.isPlaying else {
            return .result(dialog: "Nothing is playing, so I can't pause.")
        }
        await Player.shared.pause()
        return .result(dialog: "Paused.")
    }
}

struct LikeIntent: AppIntent {
    static let title: LocalizedStringResource = "Like"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        await Favorites.shared.likeCurrent()
        return .result(dialog: "Added to favorites")
    }
}

struct SkipIntent: AudioPlaybackIntent {
    static let title: LocalizedStringResource = "Skip"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        if Player.shared.isLastTrack {
            return .result(dialog: "Unable to skip: this is the last track.")
        }
        await Player.shared.skip()
        return .result(dialog: "Skipped.")
    }
}
