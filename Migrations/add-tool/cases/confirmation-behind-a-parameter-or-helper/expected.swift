import AppIntents

/// A parameter can switch the confirmation off: it is not "always", so the reviewer is told.
struct DeleteCrateIntent: AppIntent {
    static let title: LocalizedStringResource = "Delete Crate"

    @Parameter(title: "Crate")
    var crate: CrateEntity

    @Parameter(title: "Confirm First", default: true)
    var confirmFirst: Bool

    func perform() async throws -> some IntentResult {
        if confirmFirst {
            try await requestConfirmation(dialog: "Delete \(crate.name)?")
        }
        await Crates.shared.delete(crate)
        return .result()
    }
}

/// The module's own helper asks every time: a confirmation.
@AppIntent(.tool)
struct ClearHistoryIntent: AppIntent {
    static let title: LocalizedStringResource = "Clear History"

    func perform() async throws -> some IntentResult {
        try await askBeforeLosingData()
        await History.shared.clear()
        return .result()
    }
}

extension AppIntent {
    func askBeforeLosingData() async throws {
        try await requestConfirmation(dialog: "This can't be undone. Go ahead?")
    }
}
