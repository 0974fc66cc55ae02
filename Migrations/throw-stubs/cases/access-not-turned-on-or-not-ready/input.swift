import AppIntents

/// A guard whose dialog says access "is not turned on", and one that says the app "isn't ready": the action did not
/// happen. Warned (the same words can describe a state in an answer).
struct AddReminderIntent: AppIntent {
    static let title: LocalizedStringResource = "Add Reminder"

    @Parameter(title: "Text")
    var text: String

    func perform() async throws -> some IntentResult & ProvidesDialog {
        guard Permissions.shared.remindersEnabled else {
            return .result(dialog: "Reminders access is not turned on.")
        }
        guard let store = Store.shared else {
            return .result(dialog: "The reminder list isn't ready yet.")
        }
        try await store.add(text)
        return .result(dialog: "Added.")
    }
}

/// The same words answering a question, at the end of the body (no failure path): left.
struct IsReminderAccessOnIntent: AppIntent {
    static let title: LocalizedStringResource = "Is Reminder Access On"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        if Permissions.shared.remindersEnabled {
            return .result(dialog: "Reminders access is on.")
        }
        return .result(dialog: "Reminders access is not turned on.")
    }
}
