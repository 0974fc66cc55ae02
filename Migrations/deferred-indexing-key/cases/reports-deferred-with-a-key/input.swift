import AppIntents
import CoreSpotlight

struct AlbumEntity: IndexedEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Album"
    static let defaultQuery = AlbumQuery()

    let id: String

    @Property(title: "Title", description: "The album's title as printed on the sleeve", indexingKey: \.title)
    var title: String

    @DeferredProperty(title: "Tracks", description: "Every track title, in order", indexingKey: \.textContent)
    var tracks: String {
        get async { await Tracklist.titles(for: id) }
    }

    @DeferredProperty(
        title: "Pressing Notes",
        customIndexingKey: CSCustomAttributeKey(keyName: "pressingNotes")!
    )
    var pressingNotes: String {
        get async { await Discogs.notes(for: id) }
    }

    var displayRepresentation: DisplayRepresentation { "\(title)" }
}
