import AppIntents

struct TagAlbumIntent: AppIntent {
    static let title: LocalizedStringResource = "Tag Album"
    static let openAppWhenRun = false // legacy, see supportedModes
    static var supportedModes: IntentModes { .background }

    @Parameter(title: "Album")
    var album: AlbumEntity

    func perform() async throws -> some IntentResult {
        try Library.shared.tag(album.id)
        return .result()
    }
}
