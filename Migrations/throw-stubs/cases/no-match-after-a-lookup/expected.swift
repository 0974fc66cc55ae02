import AppIntents

struct PlayGenreIntent: AppIntent {
    static let title: LocalizedStringResource = "Play Genre"

    @Parameter(title: "Genre")
    var genre: String

    func perform() async throws -> some IntentResult & ProvidesDialog {
        guard let albums = await Library.shared.albums(inGenre: genre) else {
            throw PlayGenreIntentError.failure("No matching genre in your library.")
        }
        await Player.shared.play(albums)
        return .result(dialog: "Playing \(genre).")
    }
}

enum PlayGenreIntentError: Error, CustomLocalizedStringResourceConvertible {
    case failure(LocalizedStringResource)

    var localizedStringResource: LocalizedStringResource {
        switch self {
        case let .failure(message): message
        }
    }
}

struct PlayArtistIntent: AppIntent {
    static let title: LocalizedStringResource = "Play Artist"

    @Parameter(title: "Artist")
    var artist: String

    func perform() async throws -> some IntentResult & ProvidesDialog {
        if let albums = await Library.shared.albums(byArtist: artist) {
            await Player.shared.play(albums)
            return .result(dialog: "Playing \(artist).")
        }
        throw PlayArtistIntentError.failure("No albums by that artist.")
    }
}

enum PlayArtistIntentError: Error, CustomLocalizedStringResourceConvertible {
    case failure(LocalizedStringResource)

    var localizedStringResource: LocalizedStringResource {
        switch self {
        case let .failure(message): message
        }
    }
}

// Stopping what isn't running may be the no-op it says: a warning, never a rewrite.
struct StopSleepTimerIntent: AppIntent {
    static let title: LocalizedStringResource = "Stop Sleep Timer"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        guard let timer = await SleepTimer.shared.running else {
            return .result(dialog: "No sleep timer to stop.")
        }
        await timer.cancel()
        return .result(dialog: "Sleep timer stopped.")
    }
}

// A question's "No …" is most often its answer: a note.
struct GetNextReleaseIntent: AppIntent {
    static let title: LocalizedStringResource = "Get Next Release"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        guard let release = await Wantlist.shared.nextRelease else {
            return .result(dialog: "No releases coming up.")
        }
        return .result(dialog: "\(release.title) comes out \(release.date).")
    }
}
