import AppIntents

enum SyncOutcome {
    case finished(count: Int)
    case failed(reason: String)
    case partly(errorCount: Int)
}

enum LedgerError: Error { case offline }

/// The words for a sync, written once for every intent that starts one. It can't throw: a failed sync becomes text.
private func syncSummary(_ outcome: SyncOutcome) -> String {
    switch outcome {
    case .finished(let count):
        return "Synced \(count) entries."
    case .failed(let reason):
        return "The ledger did not sync: \(reason)"
    case .partly(let errorCount):
        // A name the pattern binds says nothing of the case: a partial sync is a success.
        return "Synced, \(errorCount) entries skipped."
    }
}

/// A guard that gives up with a sentence, in a function that can't throw.
private func exportNote(path: String?) -> String {
    guard let path else {
        return "Pick a folder for exports in Settings."
    }
    return "Exported to \(path)."
}

/// A question's guard that finds nothing gives the answer.
private func balanceAnswer(_ cents: Int?) -> String {
    guard let cents else {
        return "You don't have a balance for this month yet."
    }
    return "Your balance is \(cents / 100) dollars."
}

struct Ledger {
    static let shared = Ledger()
    func sync() async -> SyncOutcome { .finished(count: 3) }
    func exportPath() -> String? { nil }
    func monthBalance() -> Int? { 1200 }
    /// A method that shares its name with nothing above: a call with a receiver never reaches a file-scope function.
    func syncSummary(_ outcome: SyncOutcome) -> String { "Sync status read." }
}

struct SyncLedgerIntent: AppIntent {
    static let title: LocalizedStringResource = "Sync Ledger"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let outcome = await Ledger.shared.sync()
        return .result(dialog: IntentDialog(stringLiteral: syncSummary(outcome)))
    }
}

struct ExportLedgerIntent: AppIntent {
    static let title: LocalizedStringResource = "Export Ledger"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let note = exportNote(path: Ledger.shared.exportPath())
        return .result(dialog: IntentDialog(stringLiteral: note))
    }
}

struct GetMonthBalanceIntent: AppIntent {
    static let title: LocalizedStringResource = "Get Month Balance"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let answer = balanceAnswer(Ledger.shared.monthBalance())
        return .result(dialog: IntentDialog(stringLiteral: answer))
    }
}

struct SyncStatusIntent: AppIntent {
    static let title: LocalizedStringResource = "Read Sync Status"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let outcome = await Ledger.shared.sync()
        return .result(dialog: IntentDialog(stringLiteral: Ledger.shared.syncSummary(outcome)))
    }
}
