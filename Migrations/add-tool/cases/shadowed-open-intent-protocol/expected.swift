import AppIntents

protocol OpenIntent: AppIntent {
    associatedtype Target: AppEntity
    var target: Target { get set }
}

@AppIntent(.tool)
struct ShowCrateIntent: OpenIntent {
    static let title: LocalizedStringResource = "Show Crate"

    @Parameter(title: "Crate")
    var target: CrateEntity

    @MainActor
    func perform() async throws -> some IntentResult {
        Router.shared.show(.crate(target.id))
        return .result()
    }
}
