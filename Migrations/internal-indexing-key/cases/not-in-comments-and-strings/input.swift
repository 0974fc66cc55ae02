import AppIntents

struct NoteEntity: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Note"
    static let defaultQuery = NoteQuery()

    let id: String

    // Don't write @Property(title: "X", visibility: .internal, indexingKey: \.title): it is indexed again.
    @Property(title: "Body", description: "The note's text, as written. visibility: .internal, indexingKey: none")
    var body: String

    var displayRepresentation: DisplayRepresentation { "\(body)" }
}
