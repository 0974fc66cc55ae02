import AppIntents

@AssistantEntity(schema: .journal.entry)
struct ListeningEntryEntity {
    struct Query: EntityStringQuery {
        func entities(for identifiers: [ListeningEntryEntity.ID]) async throws -> [ListeningEntryEntity] {
            try await Journal.shared.entries(identifiers)
        }

        func entities(matching string: String) async throws -> [ListeningEntryEntity] {
            try await Journal.shared.search(string)
        }
    }

    static let defaultQuery = Query()

    let id: UUID
    var title: String?
    var message: AttributedString?
    var mediaItems: [IntentFile]
    var entryDate: Date?
    var location: CLPlacemark?

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(title ?? "Entry")")
    }
}
