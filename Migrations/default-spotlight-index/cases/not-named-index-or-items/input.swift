import CoreSpotlight

final class Indexer {
    private let named = CSSearchableIndex(name: "com.example.Albums")

    func donate(_ albums: [AlbumEntity]) async throws {
        try await named.indexAppEntities(albums)
        try await CSSearchableIndex(name: "com.example.Crates", protectionClass: .complete).indexAppEntities([CrateEntity]())
    }

    // Searchable items, not app entities: out of this check's scope.
    func legacy(_ items: [CSSearchableItem]) {
        CSSearchableIndex.default().indexSearchableItems(items)
        let index = CSSearchableIndex.default()
        index.deleteAllSearchableItems()
    }

    // A different `index` in another function takes entities: not the default one.
    func other(_ albums: [AlbumEntity]) async throws {
        let index = CSSearchableIndex(name: "Albums")
        try await index.indexAppEntities(albums)
    }
}
