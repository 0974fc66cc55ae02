import AppIntents

// Journal entries are Shortcuts-only.
@AppIntent(schema: .journal.createEntry)
struct CreateListeningEntryIntent {
    var title: String?
    var message: AttributedString
    var mediaItems: [IntentFile]
    var entryDate: Date?
    var location: CLPlacemark?

    func perform() async throws -> some ReturnsValue<JournalEntryEntity> {
        let entry: JournalEntryEntity = try await Journal.shared.create(title: title, message: message, date: entryDate)
        return .result(value: entry)
    }
}

@AssistantEntity(schema: .photos.asset)
struct SleevePhotoEntity {
    static let defaultQuery = SleevePhotoQuery()

    let id: String

    var displayRepresentation: DisplayRepresentation { "Sleeve photo" }
}
