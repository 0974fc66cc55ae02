import AppIntents

struct AlbumEntity: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Album"
    static let defaultQuery = AlbumQuery()
    let id: String
    var displayRepresentation: DisplayRepresentation { "\(id)" }
}

struct CrateEntity: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Crate"
    static let defaultQuery = CrateQuery()
    let id: String
    var displayRepresentation: DisplayRepresentation { "\(id)" }
}

@AppIntent(.tool)
struct PlayAlbum: AppIntent {
    static let title: LocalizedStringResource = "Play Album"
    @Parameter(title: "Album", description: "The album to play")
    var album: AlbumEntity
    func perform() async throws -> some IntentResult { .result() }
}

@AppIntent(.tool)
struct FindCrates: AppIntent {
    static let title: LocalizedStringResource = "Find Crates"
    @Parameter(title: "Name", description: "Text to match against crate names")
    var name: String
    func perform() async throws -> some IntentResult & ReturnsValue<[CrateEntity]> { .result(value: []) }
}

struct SpinAlbum: ToolIntent {
    static let title: LocalizedStringResource = "Spin Album"
    @Parameter(title: "Album", description: "The album to spin")
    var album: AlbumEntity?
    func perform() async throws -> some IntentResult { .result() }
}
