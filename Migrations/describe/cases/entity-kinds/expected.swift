import AppIntents
import CoreSpotlight

struct ArtistEntity: IndexedEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Artist"
    static let defaultQuery = ArtistQuery()

    let id: String

    @Property(title: "Name", indexingKey: \.displayName)
    var name: String

    var displayRepresentation: DisplayRepresentation { "\(name)" }
}

struct ListeningStats: TransientAppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Listening Stats"

    @Property(title: "Hours This Week", description: "TODO: describe Hours This Week for someone who doesn't know the app")
    var hours: Double

    init() { hours = 0 }

    var displayRepresentation: DisplayRepresentation { "\(hours) hours" }
}

@AppEntity(.generable)
struct MoodEntity: TransientAppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Mood"
    static let defaultQuery = MoodQuery()

    var id = ""

    @Property(title: "Mood", description: "TODO: describe Mood for someone who doesn't know the app")
    var mood: String

    var displayRepresentation: DisplayRepresentation { "\(mood)" }
}

struct PressingEntity {
    let id: String

    @Property(title: "Pressing Plant", description: "TODO: describe Pressing Plant for someone who doesn't know the app")
    var plant: String
}

extension PressingEntity: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Pressing"
    static let defaultQuery = PressingQuery()
    var displayRepresentation: DisplayRepresentation { "\(plant)" }
}

/// Not an entity: a settings model with its own property wrapper.
struct PlayerSettings {
    @Property(title: "Crossfade")
    var crossfade: Bool
}
