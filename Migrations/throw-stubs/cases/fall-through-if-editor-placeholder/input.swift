import AppIntents

struct ShowAlbumIntent: AppIntent {
    static let title: LocalizedStringResource = "Show Album"

    @Parameter(title: "Album ID")
    var albumID: String

    @Dependency
    private var navigator: Navigator

    @MainActor
    func perform() async -> some IntentResult {
        if let album = await Library.shared.album(albumID) {
            navigator.showAlbum(album.id)
            return .result()
        }
        return .result()
    }
}
