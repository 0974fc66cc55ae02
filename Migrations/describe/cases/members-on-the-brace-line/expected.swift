import AppIntents

@AppIntent(.tool)
struct OneLine: AppIntent { static let title: LocalizedStringResource = "One"; func perform() async throws -> some IntentResult { .result() }
    static let description = IntentDescription("TODO: describe what One does, for someone who has never opened the app")
}

@AppIntent(.tool)
struct TitleElsewhere: AppIntent {
    static let description = IntentDescription("TODO: describe what title elsewhere does, for someone who has never opened the app")
    @Parameter(title: "Name", description: "TODO: describe the Name parameter for someone who doesn't know the app") var name: String
    func perform() async throws -> some IntentResult { .result() }
}

extension TitleElsewhere {
    static let title: LocalizedStringResource = "Elsewhere"
}
