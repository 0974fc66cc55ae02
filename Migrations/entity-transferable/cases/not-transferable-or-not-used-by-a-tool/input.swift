import AppIntents
import CoreTransferable

struct AlbumEntity: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Album"
    static let defaultQuery = AlbumQuery()
    let id: String
    var title: String
    var displayRepresentation: DisplayRepresentation { "\(title)" }
}

extension AlbumEntity: Transferable {
    static var transferRepresentation: some TransferRepresentation {
        ProxyRepresentation(exporting: \.title)
    }
}

/// Used only by an intent that isn't a tool (yet).
struct WantlistEntity: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Wantlist"
    static let defaultQuery = WantlistQuery()
    let id: String
    var displayRepresentation: DisplayRepresentation { "\(id)" }
}

/// Filled by Siri from the request: it doesn't travel.
@AppEntity(.generable)
struct AlbumSearch: TransientAppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Album Search"
    @Property(title: "Artist", description: "The artist's name")
    var artist: String
    var displayRepresentation: DisplayRepresentation { "\(artist)" }
    init() {}
}

@AppIntent(.tool)
struct PlayAlbum: AppIntent {
    static let title: LocalizedStringResource = "Play Album"
    @Parameter(title: "Album", description: "The album to play")
    var album: AlbumEntity
    @Parameter(title: "Search", description: "What to look for")
    var search: AlbumSearch
    func perform() async throws -> some IntentResult & ReturnsValue<AlbumEntity> { .result(value: album) }
}

struct AddToWantlist: AppIntent {
    static let title: LocalizedStringResource = "Add to Wantlist"
    @Parameter(title: "Wantlist")
    var wantlist: WantlistEntity
    func perform() async throws -> some IntentResult { .result() }
}
