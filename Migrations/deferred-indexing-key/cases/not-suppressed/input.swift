import AppIntents

struct ArtistEntity: IndexedEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Artist"
    static let defaultQuery = ArtistQuery()

    let id: String

    // Indexed by the server-side donation job, not by the entity.
    // intent-migrate: ignore deferred-indexing-key
    @DeferredProperty(title: "Biography", indexingKey: \.contentDescription)
    var biography: String {
        get async { await Bios.load(id) }
    }

    var displayRepresentation: DisplayRepresentation { "\(id)" }
}
