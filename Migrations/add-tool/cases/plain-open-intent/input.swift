import AppIntents

struct OpenCrateIntent: OpenIntent {
    static let title: LocalizedStringResource = "Open Crate"

    @Parameter(title: "Crate")
    var target: CrateEntity

    @MainActor
    func perform() async throws -> some IntentResult {
        Router.shared.show(.crate(target.id))
        return .result()
    }
}
