import AppIntents
import CoreSpotlight

enum Donations {
    static func donate(_ albums: [AlbumEntity]) async throws {
        try await CSSearchableIndex.default().indexAppEntities(albums)
    }

    static func forget(_ ids: [AlbumEntity.ID]) async throws {
        try await CSSearchableIndex
            .default()
            .deleteAppEntities(identifiedBy: ids, ofType: AlbumEntity.self)
    }
}
