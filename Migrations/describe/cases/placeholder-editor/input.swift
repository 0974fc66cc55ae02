import AppIntents

@AppIntent(.tool)
struct PlayTodaysMixIntent: AppIntent {
    static let title: LocalizedStringResource = "Play Today's Mix (Side A)"

    @Parameter(title: "Album")
    var album: AlbumEntity

    @Parameter(
        title: "Owner's Crate",
        default: nil
    )
    var crate: CrateEntity?

    @Parameter var criteria: String

    func perform() async throws -> some IntentResult {
        try await Player.shared.playMix(album.id, crate: crate?.id, criteria: criteria)
        return .result()
    }
}

@AppIntent(.tool)
struct StopIntent: AppIntent {}

struct AlbumEntity: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Album"
    static let defaultQuery = AlbumQuery()

    let id: String

    @Property(title: "Genres")
    var genres: [String]

    var displayRepresentation: DisplayRepresentation { "Album" }
}

extension StopIntent {
    static let title: LocalizedStringResource = "Stop"

    func perform() async throws -> some IntentResult {
        .result()
    }
}
