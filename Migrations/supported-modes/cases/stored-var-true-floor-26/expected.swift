import AppIntents

struct ShowCrateIntent: AppIntent {
    static let title: LocalizedStringResource = "Show Crate"
    static var supportedModes: IntentModes { .foreground }

    @Parameter(title: "Crate")
    var crate: CrateEntity

    @MainActor
    func perform() async throws -> some IntentResult {
        Router.shared.show(.crate(crate.id))
        return .result()
    }
}
