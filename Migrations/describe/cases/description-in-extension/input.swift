import AppIntents

@AppIntent(.tool)
struct AddToWantlistIntent: AppIntent {
    static let title: LocalizedStringResource = "Add to Wantlist"

    @Parameter(title: "Album")
    var album: AlbumEntity

    func perform() async throws -> some ReturnsValue<AlbumEntity> {
        try await Discogs.shared.addToWantlist(album.id)
        return .result(value: album)
    }
}

extension AddToWantlistIntent {
    static let description = IntentDescription("Adds an album to your Discogs wantlist so you can buy it later. It doesn't buy anything.")
}

@AppIntent(.tool)
struct RemoveFromWantlistIntent: AppIntent {
    static let title: LocalizedStringResource = "Remove from Wantlist"
    static let description: IntentDescription = "Removes an album from your Discogs wantlist."

    @Parameter(title: "Album", description: "An album on your Discogs wantlist")
    var album: AlbumEntity

    func perform() async throws -> some IntentResult {
        try await Discogs.shared.removeFromWantlist(album.id)
        return .result()
    }
}
