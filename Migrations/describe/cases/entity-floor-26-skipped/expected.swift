import AppIntents

struct AlbumEntity: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Album"
    static let defaultQuery = AlbumQuery()

    let id: String
    let addedAt: Date

    @Property(title: "Title")
    var title: String

    @Property(
        title: "Genres",
        authenticationPolicy: .alwaysAllowed
    )
    var genres: [String]

    @ComputedProperty(title: "Is New")
    var isNew: Bool { addedAt > .now.addingTimeInterval(-7 * 86_400) }

    @DeferredProperty(title: "Lowest Price")
    var lowestPrice: Double {
        get async throws { try await Discogs.shared.lowestPrice(for: id) }
    }

    @Property(title: "Catalog Number", visibility: .internal)
    var catalogNumber: String

    var displayRepresentation: DisplayRepresentation { "\(title)" }
}

@AppIntent(.tool)
struct PlayAlbumIntent: AppIntent {
    static let title: LocalizedStringResource = "Play Album"
    static let description = IntentDescription("Plays an album the person owns in their Vinyl Crate collection, from the first track.")

    @Parameter(title: "Album", description: "TODO: describe the Album parameter for someone who doesn't know the app")
    var album: AlbumEntity

    func perform() async throws -> some IntentResult {
        try await Player.shared.play(album.id)
        return .result()
    }
}
