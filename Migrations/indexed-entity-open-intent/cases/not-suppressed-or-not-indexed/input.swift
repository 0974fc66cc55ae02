import AppIntents

// Shown only inside the app's own search screen, which opens it itself.
// intent-migrate: ignore indexed-entity-open-intent
struct DraftEntity: IndexedEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Draft"
    static let defaultQuery = DraftQuery()
    let id: String
    var displayRepresentation: DisplayRepresentation { "\(id)" }
}

/// A protocol is no entity to open.
protocol SearchableThing: IndexedEntity {}

/// Mentions IndexedEntity only in a comment and a string.
struct Tip {
    let text = "Conform to IndexedEntity to appear in Spotlight"
}
