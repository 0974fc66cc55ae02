import AppIntents

enum PlayAlbumIntentError: Error, CustomLocalizedStringResourceConvertible {
    case notSubscribed
    case notOnAppleMusic(title: String)

    var localizedStringResource: LocalizedStringResource {
        switch self {
        case .notSubscribed: "Playing albums needs an Apple Music subscription."
        case let .notOnAppleMusic(title): "\(title) isn't on Apple Music."
        }
    }
}

@available(iOS 17.0, *)
struct PlayAlbumIntent: AudioPlaybackIntent {
    static let title: LocalizedStringResource = "Play Album"

    @Parameter(title: "Album")
    var album: AlbumEntity

    func perform() async throws -> some IntentResult & ProvidesDialog {
        guard let release = await Library.shared.release(for: album.id) else {
            throw PlayAlbumIntentFailureError.failure("I couldn't find that album in your collection.")
        }
        await Player.shared.play(release)
        return .result(dialog: "Playing \(album.title).")
    }
}

enum PlayAlbumIntentFailureError: Error, CustomLocalizedStringResourceConvertible {
    case failure(LocalizedStringResource)

    var localizedStringResource: LocalizedStringResource {
        switch self {
        case let .failure(message): message
        }
    }
}
