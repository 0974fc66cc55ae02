import AppIntents

@AppIntent(.tool)
struct PlayAlbum: AppIntent {
    static let title: LocalizedStringResource = "Play Album"
    static let description = IntentDescription("Plays an album.")

    @Parameter(title: "Album", description: "The album")
    var album: AlbumEntity

    @Parameter(title: "Shuffle", description: "Shuffle")
    var shuffle: Bool

    func perform() async throws -> some IntentResult { .result() }
}

struct AlbumEntity: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Album"
    static let defaultQuery = AlbumQuery()
    let id: String

    @Property(title: "Release Dates", description: "The release dates")
    var releaseDates: [Date]

    @Property(title: "Genres", description: "Genres.")
    var genres: [String]

    var displayRepresentation: DisplayRepresentation { "\(id)" }
}
