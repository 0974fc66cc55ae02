import AppIntents

@AssistantEntity(schema: .photos.asset)
struct SleevePhotoEntity {
    struct Query: EntityQuery {
        func entities(for identifiers: [SleevePhotoEntity.ID]) async throws -> [SleevePhotoEntity] {
            try await PhotoStore.shared.entities(identifiers)
        }
    }

    static let defaultQuery = Query()

    let id: String
    var title: String?
    var creationDate: Date?
    var location: CLPlacemark?
    var assetType: AssetType?
    var isFavorite: Bool
    var isHidden: Bool
    var hasSuggestedEdits: Bool

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(title ?? "Photo")")
    }
}
