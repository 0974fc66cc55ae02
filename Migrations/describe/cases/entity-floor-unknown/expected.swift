import AppIntents

struct AlbumEntity: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Album"
    static let defaultQuery = AlbumQuery()

    let id: String
    let addedAt: Date

    @Property(title: "Artist")
    var artist: String

    @ComputedProperty(title: "Is New")
    var isNew: Bool { addedAt > .now.addingTimeInterval(-7 * 86_400) }

    @DeferredProperty(title: "Lowest Price", description: "Lowest price for this release on the Discogs marketplace, in US dollars")
    var lowestPrice: Double {
        get async throws { try await Discogs.shared.lowestPrice(for: id) }
    }

    var displayRepresentation: DisplayRepresentation { "\(artist)" }
}

@AppIntent(.tool)
struct PlayAlbumIntent: AppIntent {
    static let title: LocalizedStringResource = "Play Album"
    static let description = IntentDescription("TODO: describe what Play Album does, for someone who has never opened the app")

    @Parameter(title: "Album", description: "TODO: describe the Album parameter for someone who doesn't know the app")
    var album: AlbumEntity

    func perform() async throws -> some IntentResult {
        try await Player.shared.play(album.id)
        return .result()
    }
}
