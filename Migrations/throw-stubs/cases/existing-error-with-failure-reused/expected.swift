import AppIntents

struct PlayAlbumIntent: AudioPlaybackIntent {
    static let title: LocalizedStringResource = "Play Album"

    @Parameter(title: "Album")
    var album: AlbumEntity

    func perform() async throws -> some IntentResult & ProvidesDialog {
        guard let release = await Library.shared.release(for: album.id) else {
            throw PlayAlbumIntentError.failure("I couldn't find that album in your collection.")
        }
        guard await MusicAuthorization.shared.isSubscribed else {
            throw PlayAlbumIntentError.notSubscribed
        }
        await Player.shared.play(release)
        return .result(dialog: "Playing \(album.title).")
    }
}

enum PlayAlbumIntentError: Error, CustomLocalizedStringResourceConvertible {
    case notSubscribed
    case failure(LocalizedStringResource)

    var localizedStringResource: LocalizedStringResource {
        switch self {
        case .notSubscribed: "Playing albums needs an Apple Music subscription."
        case let .failure(message): message
        }
    }
}
