import AppIntents

/// Opens the app, but counts the crates and says how many: an answer, marked.
@AppIntent(.tool)
struct ViewCratesIntent: AppIntent {
    static let title: LocalizedStringResource = "View My Crates"
    static let description = IntentDescription("Tells you how many crates you have.")
    static let openAppWhenRun = true

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let count = await Crates.shared.count()
        if count == 0 {
            return .result(dialog: "You have no crates yet.")
        }
        return .result(dialog: "You have \(count) crates.")
    }
}

/// Opens the app at a crate and says where it goes: navigation, not a tool.
struct ShowCrateIntent: AppIntent {
    static let title: LocalizedStringResource = "Show Crate"
    static let description = IntentDescription("Opens a crate in the app.")
    static let openAppWhenRun = true

    @Parameter(title: "Crate")
    var name: String

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let crate = await Crates.shared.crate(named: name)
        await Router.shared.open(crate)
        return .result(dialog: "Opening \(name).")
    }
}
