import AppIntents

struct AlbumEntity: AppEntity, IndexedEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Album"
    static let defaultQuery = AlbumQuery()

    let id: UUID

    @Property(title: "Title")
    var title: String

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(title)")
    }
}

struct AlbumQuery: EntityQuery {
    func entities(for identifiers: [UUID]) async throws -> [AlbumEntity] {
        try Library.shared.albums(identifiers)
    }
}

enum ExportFormat: String, AppEnum {
    case csv, json

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Format"
    static let caseDisplayRepresentations: [ExportFormat: DisplayRepresentation] = [
        .csv: "CSV",
        .json: "JSON",
    ]
}

struct VinylCrateShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: ShuffleCollectionIntent(),
            phrases: ["Shuffle my \(.applicationName) collection"],
            shortTitle: "Shuffle",
            systemImageName: "shuffle"
        )
    }
}
