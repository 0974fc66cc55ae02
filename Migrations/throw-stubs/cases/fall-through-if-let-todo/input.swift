import AppIntents

struct OpenCrateIntent: AppIntent {
    static let title: LocalizedStringResource = "Open Crate"

    @Parameter(title: "Crate Name")
    var name: String

    @Dependency
    private var navigator: Navigator

    @MainActor
    func perform() async throws -> some IntentResult {
        if let crate = await CrateStore.shared.crate(named: name) {
            navigator.open(crate)
            return .result()
        }
        return .result()
    }
}
