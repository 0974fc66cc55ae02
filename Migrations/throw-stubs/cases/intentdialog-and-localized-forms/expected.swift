import AppIntents

struct FavoriteAlbumIntent: AppIntent {
    static let title: LocalizedStringResource = "Favorite Album"

    @Parameter(title: "Album ID")
    var albumID: String

    func perform() async throws -> some IntentResult & ProvidesDialog {
        guard let album = await Library.shared.album(id: albumID) else {
            throw FavoriteAlbumIntentError.failure("Sorry, that album isn't in your collection.")
        }
        guard !album.isFavorite else {
            return .result(dialog: IntentDialog(stringLiteral: "\(album.title) is already a favorite."))
        }
        if album.isLocked {
            throw FavoriteAlbumIntentError.failure("Locked albums can't be changed.")
        }
        if !Auth.shared.isSignedIn {
            throw FavoriteAlbumIntentError.failure(LocalizedStringResource("Favorites are unavailable while signed out.", table: "Intents"))
        }
        if await Library.shared.favoritesFull {
            throw FavoriteAlbumIntentError.failure("Sorry, favorites are full.")
        }
        do {
            try await Library.shared.favorite(album)
        } catch CrateError.readOnly {
            throw FavoriteAlbumIntentError.failure(LocalizedStringResource("favorites.readOnly", defaultValue: "Changes are not allowed in this crate."))
        } catch CrateError.quota {
            throw FavoriteAlbumIntentError.failure(LocalizedStringResource("Your favorites are full. Remove one and try again."))
        }
        return .result(dialog: "Added to favorites")
    }
}

enum FavoriteAlbumIntentError: Error, CustomLocalizedStringResourceConvertible {
    case failure(LocalizedStringResource)

    var localizedStringResource: LocalizedStringResource {
        switch self {
        case let .failure(message): message
        }
    }
}
