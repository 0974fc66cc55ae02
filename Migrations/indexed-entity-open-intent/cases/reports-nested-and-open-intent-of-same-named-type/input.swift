import AppIntents

enum Library {
    struct ShelfEntity: IndexedEntity {
        static let typeDisplayRepresentation: TypeDisplayRepresentation = "Shelf"
        static let defaultQuery = ShelfQuery()
        let id: String
        var displayRepresentation: DisplayRepresentation { "\(id)" }
    }
}

enum Store {
    struct ShelfEntity: IndexedEntity {
        static let typeDisplayRepresentation: TypeDisplayRepresentation = "Store Shelf"
        static let defaultQuery = StoreShelfQuery()
        let id: String
        var displayRepresentation: DisplayRepresentation { "\(id)" }
    }

    // Opens Store.ShelfEntity only: the name resolves inside Store.
    struct OpenShelf: OpenIntent {
        static let title: LocalizedStringResource = "Open Shelf"
        @Parameter(title: "Shelf")
        var target: ShelfEntity
        func perform() async throws -> some IntentResult { .result() }
    }
}
