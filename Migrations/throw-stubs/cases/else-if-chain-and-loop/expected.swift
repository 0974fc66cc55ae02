import AppIntents

struct RateAlbumIntent: AppIntent {
    static let title: LocalizedStringResource = "Rate Album"

    @Parameter(title: "Album")
    var album: AlbumEntity

    @Parameter(title: "Stars", inclusiveRange: (0, 5))
    var stars: Int

    func perform() async throws -> some IntentResult & ProvidesDialog {
        if stars == 0 {
            throw RateAlbumIntentError.failure("Zero stars isn't supported.")
        } else if stars > 5 {
            throw RateAlbumIntentError.failure("That rating is invalid.")
        } else if stars == album.rating {
            return .result(dialog: "\(album.title) already has \(stars) stars.")
        } else {
            await Ratings.shared.set(stars, for: album.id)
        }
        for track in album.tracks {
            if track.isLocked {
                throw RateAlbumIntentError.failure("Locked tracks can't be rated.")
            }
            await Ratings.shared.set(stars, for: track.id)
        }
        return .result(dialog: "Rated \(album.title) \(stars) stars.")
    }
}

enum RateAlbumIntentError: Error, CustomLocalizedStringResourceConvertible {
    case failure(LocalizedStringResource)

    var localizedStringResource: LocalizedStringResource {
        switch self {
        case let .failure(message): message
        }
    }
}
