import AppIntents

struct ShowAlbumIntent: AppIntent {
    static let title: LocalizedStringResource = "Show Album"

    @Parameter(title: "Album ID")
    var albumID: String

    @Dependency
    private var navigator: Navigator

    @MainActor
    func perform() async throws -> some IntentResult {
        if let album = await Library.shared.album(albumID) {
            navigator.showAlbum(album.id)
            return .result()
        }
        throw ShowAlbumIntentError.failure(<#say what went wrong#>)
    }
}

enum ShowAlbumIntentError: Error, CustomLocalizedStringResourceConvertible {
    case failure(LocalizedStringResource)

    var localizedStringResource: LocalizedStringResource {
        switch self {
        case let .failure(message): message
        }
    }
}
