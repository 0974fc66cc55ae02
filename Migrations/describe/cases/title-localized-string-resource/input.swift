import AppIntents

@AppIntent(.tool)
struct ShowCrateIntent: AppIntent {
    static let title = LocalizedStringResource("Show Crate", defaultValue: "Show Crate")

    @Parameter(title: LocalizedStringResource("Crate", defaultValue: "Crate"))
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
    @Parameter(
        title: LocalizedStringResource("Sort Order", defaultValue: "Sort Order"),
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

    func perform() async throws -> some IntentResult {
        try await Player.shared.shuffleAll()
        return .result()
    }
}
