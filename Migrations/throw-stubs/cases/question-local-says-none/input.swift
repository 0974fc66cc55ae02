import AppIntents

/// A question whose answer is chosen into a local: "You haven't had any coffee today!" says there is none, which
/// is the answer, not a failure.
struct CoffeeCountIntent: AppIntent {
    static let title: LocalizedStringResource = "How Much Coffee Today"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let cups = await Tally.shared.cupsToday()
        let message = cups == 0
            ? "Great, you haven't had any coffee today!"
            : "You've had \(cups) cups today."
        return .result(dialog: IntentDialog(stringLiteral: message))
    }
}

/// A question whose local asks the person to sign in first: not answered, whatever block it is in.
struct ReadCardIntent: AppIntent {
    static let title: LocalizedStringResource = "Read My Card"

    func perform() async throws -> some IntentResult & ReturnsValue<String> & ProvidesDialog {
        if !(await Tally.shared.isSignedIn) {
            let dialog = IntentDialog("Please open the app and sign in first.")
            return .result(value: "", dialog: dialog)
        }
        let text = await Tally.shared.cardText()
        return .result(value: text, dialog: IntentDialog(stringLiteral: text))
    }
}
