import AppIntents

struct CrateSummaryIntent: AppIntent {
    static let title: LocalizedStringResource = "Crate Summary"

    @Parameter(title: "Crate Name")
    var name: String

    func perform() async throws -> some IntentResult & ReturnsValue<String> {
        guard let crate = await CrateStore.shared.crate(named: name) else {
            return .result(value: "Crate '\(name)' not found.")
        }
        guard !crate.albums.isEmpty else {
            return .result(value: "The crate is empty.")
        }
        return .result(value: "\(crate.albums.count) albums")
    }
}
