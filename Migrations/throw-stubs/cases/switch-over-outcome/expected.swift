import AppIntents

struct PlayAlbumIntent: AudioPlaybackIntent {
    static let title: LocalizedStringResource = "Play Album"

    @Parameter(title: "Album")
    var album: AlbumEntity

    func perform() async throws -> some IntentResult & ProvidesDialog {
        guard let release = await Library.shared.release(for: album.id) else {
            throw PlayAlbumIntentError.failure("I couldn't find that album in your collection.")
        }
        switch await useCase.play(release) {
        case .played:
            return .result(dialog: "Playing \(album.title) by \(album.artist).")
        case .notSubscribed:
            throw PlayAlbumIntentError.failure("Sorry, playing albums needs an Apple Music subscription.")
        case .notOnAppleMusic:
            throw PlayAlbumIntentError.failure("\(album.title) isn't available on Apple Music.")
        case .queued(let position):
            return .result(dialog: "Added to the queue at position \(position).")
        case .favorited: return .result(dialog: "Added to favorites")
        }
    }

    private var useCase: PlayAlbumUseCase { PlayAlbumUseCase() }
}

enum PlayAlbumIntentError: Error, CustomLocalizedStringResourceConvertible {
    case failure(LocalizedStringResource)

    var localizedStringResource: LocalizedStringResource {
        switch self {
        case let .failure(message): message
        }
    }
}
