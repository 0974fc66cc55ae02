import AppIntents

/// Printing jobs run quietly: no intent of this family brings the app forward.
private protocol PrintJobIntent: AppIntent {}

extension PrintJobIntent {
    static var supportedModes: IntentModes { .background }
}

struct ReprintLabelIntent: PrintJobIntent {
    static let title: LocalizedStringResource = "Reprint Last Label"
    static var openAppWhenRun: Bool = false

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let label = try await LabelPrinter.shared.reprintLast()
        return .result(dialog: "Reprinted \(label.name).")
    }
}
