import AppIntents

/// Finds the person, then brings the app forward on their page: its failure path speaks, its success says where it goes.
struct OpenContactIntent: AppIntent {
    static let title: LocalizedStringResource = "Open Contact"
    static let openAppWhenRun = true

    @Parameter(title: "Name")
    var name: String

    @MainActor
    func perform() async throws -> some IntentResult & ProvidesDialog {
        guard let contact = try await Contacts.shared.person(named: name) else {
            return .result(dialog: "No one called \(name).")
        }
        ContactRouting.shared.pendingContactID = contact.id
        return .result(dialog: "Opening \(contact.name).")
    }
}

/// Counts and says how many: an answer, whatever the title's first word.
struct ViewOverdueCountIntent: AppIntent {
    static let title: LocalizedStringResource = "View Overdue Count"
    static let openAppWhenRun = true

    @MainActor
    func perform() async throws -> some IntentResult & ProvidesDialog {
        let count = try await Reminders.shared.overdueCount()
        return .result(dialog: "You have \(count) overdue reminders.")
    }
}
