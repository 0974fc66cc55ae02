import AppIntents

struct FavoriteAlbumIntent: AppIntent {
    static let title: LocalizedStringResource = "Favorite Album"

    @Parameter(title: "Album ID")
    var albumID: String

    func perform() async throws -> some IntentResult & ProvidesDialog {
        guard let album = await Library.shared.album(id: albumID) else {
            return .result(dialog: IntentDialog("Sorry, that album isn't in your collection."))
        }
        guard !album.isFavorite else {
            return .result(dialog: IntentDialog(stringLiteral: "\(album.title) is already a favorite."))
        }
        if album.isLocked {
            return .result(dialog: IntentDialog(stringLiteral: "Locked albums can't be changed."))
        }
        if !Auth.shared.isSignedIn {
            return .result(dialog: IntentDialog(stringLiteral: String(localized: "Favorites are unavailable while signed out.", table: "Intents")))
        }
        if await Library.shared.favoritesFull {
            return .result(dialog: .init(stringLiteral: "Sorry, favorites are full."))
        }
        do {
            try await Library.shared.favorite(album)
        } catch CrateError.readOnly {
            return .result(dialog: IntentDialog(stringLiteral: String(localized: "favorites.readOnly", defaultValue: "Changes are not allowed in this crate.")))
        } catch CrateError.quota {
            return .result(dialog: IntentDialog(stringLiteral: String(localized: "Your favorites are full. Remove one and try again.")))
        }
        return .result(dialog: "Added to favorites")
    }
}
