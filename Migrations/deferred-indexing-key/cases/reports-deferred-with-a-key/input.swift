import AppIntents
import CoreSpotlight

struct AlbumEntity: IndexedEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Album"
    static let defaultQuery = AlbumQuery()

    let id: String

    @Property(title: "Title", indexingKey: \.title)
    var title: String

    @DeferredProperty(title: "Tracks", indexingKey: \.textContent)
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
