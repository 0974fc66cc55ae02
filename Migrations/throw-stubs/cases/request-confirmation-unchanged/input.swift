import AppIntents

struct ClearCrateIntent: AppIntent {
    static let title: LocalizedStringResource = "Clear Crate"

    @Parameter(title: "Crate")
    var crate: CrateEntity

    func perform() async throws -> some IntentResult & ProvidesDialog {
        if crate.albumCount > 10 {
            try await requestConfirmation(result: .result(dialog: "Can't undo. Continue?"))
        } else {
            try await requestConfirmation(
                result: .result(dialog: "This can't be undone. Clear \(crate.name)?"),
                confirmationActionName: .custom(acceptLabel: "Clear", acceptAlternatives: [], denyLabel: "Keep", denyAlternatives: [])
            )
        }
        await CrateStore.shared.clear(crate.id)
        return .result(dialog: "Cleared \(crate.name).")
    }
}
