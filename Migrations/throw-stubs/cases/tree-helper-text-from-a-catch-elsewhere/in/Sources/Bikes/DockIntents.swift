import AppIntents

struct NearestDockIntent: AppIntent {
    static let title: LocalizedStringResource = "Nearest Dock"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let answer = await DockDesk().nearestDockText()
        return .result(dialog: IntentDialog(stringLiteral: answer))
    }
}

struct DockCountIntent: AppIntent {
    static let title: LocalizedStringResource = "Dock Count"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        // Its helper throws its errors: what it says is the answer.
        let answer = try await DockDesk().countText()
        return .result(dialog: IntentDialog(stringLiteral: answer))
    }
}
