import AppIntents

struct NextHighTideIntent: AppIntent {
    static let title: LocalizedStringResource = "Next High Tide"

    @Parameter(title: "Harbour") var harbour: String

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let answer = await TideDesk().highTideAnswer(harbour: harbour)
        return .result(dialog: IntentDialog(stringLiteral: answer))
    }
}

struct TideTableIntent: AppIntent {
    static let title: LocalizedStringResource = "Read Tide Table"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let table = TideDesk().tableAnswer()
        return .result(dialog: IntentDialog(stringLiteral: table))
    }
}
