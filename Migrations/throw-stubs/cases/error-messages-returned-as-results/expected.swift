import AppIntents

// Messages from generated strings: `Strings.Errors` holds the app's error texts.
struct RefreshFeedsIntent: AppIntent {
    static let title: LocalizedStringResource = "Refresh Feeds"

    func perform() async throws -> some IntentResult & ReturnsValue<String> {
        let unreachable = await FeedStore.shared.refreshAll()
        guard !unreachable.isEmpty else {
            return .result(value: Strings.Feeds.refreshed)
        }
        // Falls through with the failure as the value.
        return .result(value: Strings.Errors.unreachableFeeds(unreachable.joined(separator: ", ")))
    }
}

struct ImportOPMLIntent: AppIntent {
    static let title: LocalizedStringResource = "Import OPML"

    @Parameter(title: "File")
    var file: IntentFile

    func perform() async throws -> some IntentResult & ProvidesDialog & ReturnsValue<Int> {
        do {
            let count = try await FeedStore.shared.importOPML(file.data)
            return .result(value: count, dialog: IntentDialog(stringLiteral: Strings.Feeds.imported(count)))
        } catch {
            throw error
        }
    }
}

// Not messages from an error: a count of errors, a closure that mentions one, text about errors.
struct CountSyncErrorsIntent: AppIntent {
    static let title: LocalizedStringResource = "Count Sync Errors"

    func perform() async throws -> some IntentResult & ReturnsValue<Int> & ProvidesDialog {
        let errorCount = await SyncLog.shared.errors.count
        let summary = { (log: SyncLog) in log.lastError.map { "\($0)" } ?? "none" }(SyncLog.shared)
        return .result(value: errorCount, dialog: "\(errorCount) sync errors; last: \(summary)")
    }
}
