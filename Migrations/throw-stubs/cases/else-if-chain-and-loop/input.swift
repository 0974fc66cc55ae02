import AppIntents

struct RateAlbumIntent: AppIntent {
    static let title: LocalizedStringResource = "Rate Album"

    @Parameter(title: "Album")
    var album: AlbumEntity

    @Parameter(title: "Stars", inclusiveRange: (0, 5))
    var stars: Int

    func perform() async throws -> some IntentResult & ProvidesDialog {
        if stars == 0 {
            return .result(dialog: "Zero stars isn't supported.")
        } else if stars > 5 {
            return .result(dialog: "That rating is invalid.")
        } else if stars == album.rating {
            return .result(dialog: "\(album.title) already has \(stars) stars.")
        } else {
            await Ratings.shared.set(stars, for: album.id)
        }
        for track in album.tracks {
            if track.isLocked {
                return .result(dialog: "Locked tracks can't be rated.")
            }
            await Ratings.shared.set(stars, for: track.id)
        }
        return .result(dialog: "Rated \(album.title) \(stars) stars.")
    }
}
