import CoreSpotlight

struct Notes {
    // Old code: try await CSSearchableIndex.default().indexAppEntities(albums)
    let hint = "CSSearchableIndex.default().indexAppEntities(albums) is for prototypes"

    /// `MyIndex.default()` is not Core Spotlight's.
    func donate(_ albums: [AlbumEntity]) async throws {
        try await MyIndex.default().indexAppEntities(albums)
    }
}
