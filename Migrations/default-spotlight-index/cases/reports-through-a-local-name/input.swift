import CoreSpotlight

final class CrateIndexer {
    func reindex(_ crates: [CrateEntity]) async throws {
        let index = CSSearchableIndex.default()
        try await index.deleteAppEntities(ofType: CrateEntity.self)
        try await index.indexAppEntities(crates, priority: 2)
    }

    func typed(_ crates: [CrateEntity]) async throws {
        let spotlight: CSSearchableIndex = CSSearchableIndex.default()
        try await spotlight.indexAppEntities(crates)
    }
}
