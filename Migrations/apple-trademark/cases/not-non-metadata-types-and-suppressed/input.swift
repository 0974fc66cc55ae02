import AppIntents

/// Not an intent or an entity: a view model's strings aren't App Intents metadata.
struct PlayerSettings {
    static let title = "Apple Music settings"
    static let description = "Choose how the iPhone plays"
}

// The partner program allows this wording in writing.
// intent-migrate: ignore apple-trademark
struct OpenInMusicIntent: AppIntent {
    static let title: LocalizedStringResource = "Open in Apple Music"
    func perform() async throws -> some IntentResult { .result() }
}

struct StationEntity: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Station"
    static let defaultQuery = StationQuery()
    let id: String

    // intent-migrate: ignore apple-trademark
    @Property(title: "CarPlay Name", description: "The name CarPlay shows")
    var carPlayName: String

    var displayRepresentation: DisplayRepresentation { "\(id)" }
}
