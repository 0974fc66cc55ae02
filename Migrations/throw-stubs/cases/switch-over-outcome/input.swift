import AppIntents

struct PlayAlbumIntent: AudioPlaybackIntent {
    static let title: LocalizedStringResource = "Play Album"

    @Parameter(title: "Album")
    var album: AlbumEntity

    func perform() async throws -> some IntentResult & ProvidesDialog {
        guard let release = await Library.shared.release(for: album.id) else {
            return .result(dialog: "I couldn't find that album in your collection.")
        }
        switch await useCase.play(release) {
        case .played:
            return .result(dialog: "Playing \(album.title) by \(album.artist).")
        case .notSubscribed:
            return .result(dialog: "Sorry, playing albums needs an Apple Music subscription.")
        case .notOnAppleMusic:
            return .result(dialog: "\(album.title) isn't available on Apple Music.")
        case .queued(let position):
            return .result(dialog: "Added to the queue at position \(position).")
        case .favorited: return .result(dialog: "Added to favorites")
        }
    }

    private var useCase: PlayAlbumUseCase { PlayAlbumUseCase() }
}
