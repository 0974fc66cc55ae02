import AppIntents

struct AddToWantlistIntent: AppIntent {
    static let title: LocalizedStringResource = "Add to Wantlist"
    static let description = IntentDescription("Add an album from your collection to your Discogs wantlist.")

    @Parameter(title: "Album")
    var album: AlbumEntity

    @MainActor
    func perform() async throws -> some ReturnsValue<AlbumEntity> & ProvidesDialog {
        let success = await WantlistViewModel.shared.addToWantlist(album.id)
        if success {
            return .result(
                value: album,
                dialog: "Added \(album.title) to your wantlist."
            )
        } else {
            throw AddToWantlistIntentError.failure("I couldn't add \(album.title) right now. Make sure you're signed in to Discogs and try again.")
        }
    }
}

enum AddToWantlistIntentError: Error, CustomLocalizedStringResourceConvertible {
    case failure(LocalizedStringResource)

    var localizedStringResource: LocalizedStringResource {
        switch self {
        case let .failure(message): message
        }
    }
}
