import AppIntents

struct SyncWantlistIntent: AppIntent {
    static let title: LocalizedStringResource = "Sync Wantlist"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        guard let account = Auth.shared.discogsAccount else {
            return .result(dialog: Strings.signInPrompt)
        }
        do {
            try await WantlistService.shared.sync(account)
        } catch {
            throw error
        }
        if WantlistService.shared.hasConflicts {
            return .result(dialog: conflictMessage(for: account))
        }
        if let reason: String = WantlistService.shared.skippedReason {
            return .result(dialog: IntentDialog(stringLiteral: "Sorry, " + reason))
        }
        return .result(dialog: "Your wantlist is in sync.")
    }

    private func conflictMessage(for account: DiscogsAccount) -> IntentDialog {
        IntentDialog("\(account.username) has conflicting edits.")
    }
}
