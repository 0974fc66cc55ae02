import AppIntents

// Compiled for watchOS too: the generable trait and IndexedEntityQuery don't exist there.
@AppEntity(.generable)
struct RecordEntity: TransientAppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Record"
    static let defaultQuery = RecordQuery()
    var id = ""
    var displayRepresentation: DisplayRepresentation { "\(id)" }
}

struct RecordQuery: IndexedEntityQuery {
    func entities(for identifiers: [String]) async throws -> [RecordEntity] { [] }
}
