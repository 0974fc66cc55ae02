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

// A Live Activity's button passes its timer's identifier: held too.
struct PauseTimerIntent: LiveActivityIntent {
    static let title: LocalizedStringResource = "Pause Timer"

    @Parameter(title: "Timer ID")
    var timerID: String

    func perform() async throws -> some IntentResult {
        await Timers.shared.pause(timerID)
        return .result()
    }
}

// A widget button passes the book's place in the app's storage: held.
struct ToggleBookPlaybackIntent: AppIntent {
    static let title: LocalizedStringResource = "Toggle Book Playback"

    @Parameter(title: "Book Path")
    var relativePath: String

    func perform() async throws -> some IntentResult {
        await Player.shared.toggle(relativePath)
        return .result()
    }
}

// A key that names a stored value ("streak" for a template's {{streak}}): another step gives it. Held.
struct SetTemplateVariableIntent: AppIntent {
    static let title: LocalizedStringResource = "Set Template Variable"

    @Parameter(title: "Key")
    var key: String

    @Parameter(title: "Value")
    var value: String

    func perform() async throws -> some IntentResult {
        await Library.shared.setVariable(value, named: key)
        return .result()
    }
}

// An entity a person names, and an optional identifier for automation: marked.
@AppIntent(.tool)
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
