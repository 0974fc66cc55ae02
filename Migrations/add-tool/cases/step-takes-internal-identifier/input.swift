import AppIntents

// The identifier comes from an earlier step of a shortcut: held.
struct PlayByIdentifierIntent: AppIntent {
    static let title: LocalizedStringResource = "Play by Identifier"

    @Parameter(title: "Track ID")
    var trackID: String

    func perform() async throws -> some IntentResult {
        try await Player.shared.play(trackID: trackID)
        return .result()
    }
}

// An entity a person names, and an optional identifier for automation: marked.
struct PlayTrackIntent: AppIntent {
    static let title: LocalizedStringResource = "Play Track"

    @Parameter(title: "Track")
    var track: TrackEntity

    @Parameter(title: "Queue ID")
    var queueID: String?

    func perform() async throws -> some IntentResult {
        try await Player.shared.play(track.id, queue: queueID)
        return .result()
    }
}

struct TrackEntity: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Track"
    static let defaultQuery = TrackQuery()
    var id: String
    var displayRepresentation: DisplayRepresentation { "\(id)" }
}

struct TrackQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [TrackEntity] { identifiers.map { TrackEntity(id: $0) } }
}
