import AppIntents

struct PlayAlbumIntent: AudioPlaybackIntent {
    static let title: LocalizedStringResource = "Play Album"
    static let description = IntentDescription("Plays an album from your collection in Apple Music.")

    @Parameter(title: "Album", description: "An album you own, even if it isn't on Apple Music")
    var album: AlbumEntity

    @Parameter(title: "AirPods Only", description: "Play only on AirPods or an iPhone's speaker")
    var headphonesOnly: Bool

    func perform() async throws -> some IntentResult { .result() }
}

struct AlbumEntity: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Album"
    static let defaultQuery = AlbumQuery()
    let id: String

    @Property(title: "Siri Tag", description: "A short tag to say to Siri")
    var tag: String

    var displayRepresentation: DisplayRepresentation { "\(id)" }
}
