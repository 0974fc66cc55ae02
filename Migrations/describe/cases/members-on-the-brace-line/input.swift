import AppIntents

@AppIntent(.tool)
struct OneLine: AppIntent { static let title: LocalizedStringResource = "One"; func perform() async throws -> some IntentResult { .result() } }

@AppIntent(.tool)
struct TitleElsewhere: AppIntent { @Parameter(title: "Name") var name: String
    func perform() async throws -> some IntentResult { .result() }
}

extension TitleElsewhere {
    static let title: LocalizedStringResource = "Elsewhere"
}
