import AppIntents

/// The `dialog` declared in the guard's else is another local, out of sight at the last return: the success's own
/// `dialog` says only what was done, no warning. A variable set in a branch (`message = "Couldn't …"`) is the same
/// variable at the return: warned.
struct RemoveAllItemsIntent: AppIntent {
    static let title: LocalizedStringResource = "Remove All Items"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let items = await ItemStore.shared.items()
        guard !items.isEmpty else {
            let dialog = IntentDialog(stringLiteral: "You don't have any items to remove.")
            return .result(dialog: dialog)
        }
        await ItemStore.shared.removeAll()
        let dialog = IntentDialog(stringLiteral: "Removed \(items.count) items.")
        return .result(dialog: dialog)
    }
}

struct SyncItemsIntent: AppIntent {
    static let title: LocalizedStringResource = "Sync Items"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        var message = "Synced your items."
        if await !ItemStore.shared.sync() {
            message = "Couldn't sync your items."
        }
        return .result(dialog: IntentDialog(stringLiteral: message))
    }
}
