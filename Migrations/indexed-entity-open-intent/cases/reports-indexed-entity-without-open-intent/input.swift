import AppIntents

struct CrateEntity: IndexedEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Crate"
    static let defaultQuery = CrateQuery()
    let id: String
    var name: String
    var displayRepresentation: DisplayRepresentation { "\(name)" }
}

struct AlbumEntity: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Album"
    static let defaultQuery = AlbumQuery()
    let id: String
    var displayRepresentation: DisplayRepresentation { "\(id)" }
}

extension AlbumEntity: IndexedEntity {}

// Opens an album, not a crate: a crate is still without one.
struct OpenAlbumIntent: OpenIntent {
    static let title: LocalizedStringResource = "Open Album"
    @Parameter(title: "Album")
    var target: AlbumEntity
    func perform() async throws -> some IntentResult { .result() }
}

// Takes a crate, but doesn't open it (not an OpenIntent).
struct ShuffleCrateIntent: AppIntent {
    static let title: LocalizedStringResource = "Shuffle Crate"
    @Parameter(title: "Crate")
    var target: CrateEntity
    func perform() async throws -> some IntentResult { .result() }
}
