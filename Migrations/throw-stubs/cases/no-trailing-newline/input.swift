import AppIntents

struct DeleteCrateIntent: AppIntent {
    static let title: LocalizedStringResource = "Delete Crate"

    @Parameter(title: "Crate")
    var crate: CrateEntity

    func perform() async throws -> some IntentResult & ProvidesDialog {
        guard !crate.isDefault else { return .result(dialog: "The default crate can't be deleted.") }
        try await CrateStore.shared.delete(crate.id)
        return .result(dialog: "Deleted \(crate.name).")
    }
}