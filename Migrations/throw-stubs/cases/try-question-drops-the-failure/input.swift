import AppIntents

struct SyncWantlistIntent: AppIntent {
    static let title: LocalizedStringResource = "Sync Wantlist"

    func perform() async throws -> some IntentResult {
        guard let account = Auth.shared.account else {
            throw SyncError.signedOut
        }
        // The sync's failure is dropped: the note is on the return below.
        try? await WantlistService.shared.sync(account)
        return .result()
    }
}

struct SaveCrateOrderIntent: AppIntent {
    static let title: LocalizedStringResource = "Save Crate Order"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        _ = try? CrateStore.shared.saveOrder()
        return .result(dialog: "Saved.")
    }
}

// Not dropped failures: a value that is used, a pause, a try? in another block.
struct RefreshCratesIntent: AppIntent {
    static let title: LocalizedStringResource = "Refresh Crates"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let count = (try? await CrateStore.shared.refresh()) ?? 0
        try? await Task.sleep(for: .milliseconds(200))
        if count == 0 {
            try? await CrateStore.shared.rebuildIndex()
        }
        return .result(dialog: "\(count) crates refreshed.")
    }
}
