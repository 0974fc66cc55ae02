import AppIntents

struct OpenCrateByNameIntent: AppIntent {
    static let title: LocalizedStringResource = "Open Crate by Name"

    @Parameter(title: "Name")
    var name: String

    func perform() async throws -> some IntentResult & ProvidesDialog {
        guard let crate = await CrateStore.shared.crate(named: name) else {
            return .result(dialog: "I couldn’t find a crate named “\(name)”.")
        }
        await Navigator.shared.open(crate)
        return .result(dialog: "Here’s “\(crate.name)”.")
    }
}
