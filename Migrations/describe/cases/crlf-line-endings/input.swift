import AppIntents

@AppIntent(.tool)
struct AddToCrateIntent: AppIntent {
    static let title: LocalizedStringResource = "Add to Crate"

    @Parameter(title: "Album")
    var album: AlbumEntity

    @Parameter(
        title: "Crate"
    )
    var crate: CrateEntity

    func perform() async throws -> some IntentResult {
        try await Library.shared.add(album.id, to: crate.id)
        return .result()
    }
}

enum Extras {
    @AppIntent(.tool)
    struct ClearCrateIntent: AppIntent {}
}

struct CrateEntity: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Crate"
    static let defaultQuery = CrateQuery()

    let id: UUID

    @Property(title: "Name")
    var name: String

    var displayRepresentation: DisplayRepresentation { "\(name)" }
}

extension Extras.ClearCrateIntent {
    static let title: LocalizedStringResource = "Clear Crate"

    func perform() async throws -> some IntentResult {
        .result()
    }
}
