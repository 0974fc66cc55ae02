import AppIntents

@AppIntent(.tool)
struct ShowCrateIntent: AppIntent {
    static let title = LocalizedStringResource("Show Crate", defaultValue: "Show Crate")
    static let description = IntentDescription("TODO: describe what Show Crate does, for someone who has never opened the app")

    @Parameter(title: LocalizedStringResource("Crate", defaultValue: "Crate"), description: "TODO: describe the Crate parameter for someone who doesn't know the app")
    var crate: CrateEntity

    func perform() async throws -> some IntentResult {
        Router.shared.show(.crate(crate.id))
        return .result()
    }
}

@AppIntent(.tool)
struct ShowWantlistIntent: AppIntent {
    static let title: LocalizedStringResource = LocalizedStringResource(
        "Show Wantlist",
        defaultValue: "Show Wantlist"
    )
    static let description = IntentDescription("TODO: describe what Show Wantlist does, for someone who has never opened the app")
    @Parameter(
        title: LocalizedStringResource("Sort Order", defaultValue: "Sort Order"),
        description: "TODO: describe the Sort Order parameter for someone who doesn't know the app",
        default: .newestFirst
    )
    var order: WantlistOrder

    func perform() async throws -> some IntentResult {
        Router.shared.show(.wantlist(order))
        return .result()
    }
}

@AppIntent(.tool)
struct ShuffleEverythingIntent: AppIntent {
    static var title: LocalizedStringResource {
        "Shuffle Everything"
    }
    static let description = IntentDescription("TODO: describe what Shuffle Everything does, for someone who has never opened the app")

    func perform() async throws -> some IntentResult {
        try await Player.shared.shuffleAll()
        return .result()
    }
}
