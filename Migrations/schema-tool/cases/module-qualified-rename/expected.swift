import AppIntents
import TipKit

// Written with their module, as a file that also imports TipKit may: the deprecated
// names are renamed and the module kept.
@AppIntents.AppEntity(schema: .photos.asset)
struct LinerPhotoEntity {
    struct Query: EntityQuery {
        func entities(for identifiers: [LinerPhotoEntity.ID]) async throws -> [LinerPhotoEntity] {
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
