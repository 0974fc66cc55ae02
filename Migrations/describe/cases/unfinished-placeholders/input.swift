import AppIntents

// TODO: describe the remaining intents before the preview branch ships.
// Written by an earlier run: "TODO: describe what Old Intent does, for someone who has never opened the app"
@AppIntent(.tool)
struct ShuffleCrateIntent: AppIntent {
    static let title: LocalizedStringResource = "Shuffle Crate"
    static let description = IntentDescription("TODO: describe what Shuffle Crate does, for someone who has never opened the app")

    @Parameter(title: "Crate", description: "TODO: describe the Crate parameter for someone who doesn't know the app")
    var crate: CrateEntity

    @Parameter(
        title: "Count",
        description: "TODO: describe the Count parameter for someone who doesn't know the app",
        default: 10
    )
    var count: Int

    @Parameter(title: "Speed", description: "TODO: later")
    var speed: Double

    func perform() async throws -> some IntentResult {
        guard crate.albumCount > 0 else {
            throw ShuffleCrateIntentError.failure("TODO: say what went wrong")
        }
        let hint = "Type <#describe the crate#> in Xcode to leave a placeholder"
        Log.debug(hint)
        try await Player.shared.shuffle(crate.id, count: count, speed: speed)
        return .result()
    }
}

@AppIntent(.tool)
struct PauseIntent: AppIntent {
    static let title: LocalizedStringResource = "Pause"
    static let description = IntentDescription(
        "TODO: describe what Pause does, for someone who has never opened the app"
    )

    func perform() async throws -> some IntentResult {
        await Player.shared.pause()
        return .result()
    }
}

struct CrateEntity: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Crate"
    static let defaultQuery = CrateQuery()

    let id: UUID
    let albumCount: Int

    @Property(title: "Name", description: "TODO: describe Name for someone who doesn't know the app")
    var name: String

    var displayRepresentation: DisplayRepresentation { "Crate" }
}
