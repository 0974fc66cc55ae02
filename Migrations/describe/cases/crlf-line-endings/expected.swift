import AppIntents

@AppIntent(.tool)
struct AddToCrateIntent: AppIntent {
    static let title: LocalizedStringResource = "Add to Crate"
    static let description = IntentDescription("TODO: describe what Add to Crate does, for someone who has never opened the app")

    @Parameter(title: "Album", description: "TODO: describe the Album parameter for someone who doesn't know the app")
    var album: AlbumEntity

    @Parameter(
        title: "Crate",
        description: "TODO: describe the Crate parameter for someone who doesn't know the app"
    )
    var crate: CrateEntity

    func perform() async throws -> some IntentResult {
        try await Library.shared.add(album.id, to: crate.id)
        return .result()
    }
}

enum Extras {
    @AppIntent(.tool)
    struct ClearCrateIntent: AppIntent {
        static let description = IntentDescription("TODO: describe what clear crate does, for someone who has never opened the app")
    }
}

struct CrateEntity: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Crate"
    static let defaultQuery = CrateQuery()

    let id: UUID

    @Property(title: "Name", description: "TODO: describe Name for someone who doesn't know the app")
    var name: String

    var displayRepresentation: DisplayRepresentation { "\(name)" }
}

extension Extras.ClearCrateIntent {
    static let title: LocalizedStringResource = "Clear Crate"

    func perform() async throws -> some IntentResult {
        .result()
    }
}
