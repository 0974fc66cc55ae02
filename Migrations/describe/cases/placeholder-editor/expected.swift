import AppIntents

@AppIntent(.tool)
struct PlayTodaysMixIntent: AppIntent {
    static let title: LocalizedStringResource = "Play Today's Mix (Side A)"
    static let description = IntentDescription(<#describe what Play Today’s Mix (Side A) does, for someone who has never opened the app#>)

    @Parameter(title: "Album", description: <#describe the Album parameter for someone who doesn’t know the app#>)
    var album: AlbumEntity

    @Parameter(
        title: "Owner's Crate",
        description: <#describe the Owner’s Crate parameter for someone who doesn’t know the app#>,
        default: nil
    )
    var crate: CrateEntity?

    @Parameter(description: <#describe the criteria parameter for someone who doesn’t know the app#>) var criteria: String

    func perform() async throws -> some IntentResult {
        try await Player.shared.playMix(album.id, crate: crate?.id, criteria: criteria)
        return .result()
    }
}

@AppIntent(.tool)
struct StopIntent: AppIntent {
    static let description = IntentDescription(<#describe what stop does, for someone who has never opened the app#>)
}

struct AlbumEntity: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Album"
    static let defaultQuery = AlbumQuery()

    let id: String

    @Property(title: "Genres", description: <#describe Genres for someone who doesn’t know the app#>)
    var genres: [String]

    var displayRepresentation: DisplayRepresentation { "Album" }
}

extension StopIntent {
    static let title: LocalizedStringResource = "Stop"

    func perform() async throws -> some IntentResult {
        .result()
    }
}
