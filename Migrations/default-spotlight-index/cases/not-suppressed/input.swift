import CoreSpotlight

enum Prototype {
    // Debug builds only: the default index is fine for a prototype.
    // intent-migrate: ignore default-spotlight-index
    static func donate(_ albums: [AlbumEntity]) async throws {
        try await CSSearchableIndex.default().indexAppEntities(albums)
    }
}

// intent-migrate: ignore default-spotlight-index
final class Playground {
    func donate(_ albums: [AlbumEntity]) async throws {
        let index = CSSearchableIndex.default()
        try await index.indexAppEntities(albums)
    }
}
