import AppIntents

// The catch speaks the error it caught, with words of its own around it that are not one literal: throwing the error
// on would drop "Import stopped: ", so the return is warned and left as it is.
struct ImportCrateListIntent: AppIntent {
    static let title: LocalizedStringResource = "Import Crate List"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        do {
            try await CrateStore.shared.importList()
            return .result(dialog: "Imported.")
        } catch {
            return .result(dialog: IntentDialog(stringLiteral: "Import stopped: " + error.localizedDescription))
        }
    }
}

// With nothing but the error's text, the error is thrown on.
struct SyncCratesIntent: AppIntent {
    static let title: LocalizedStringResource = "Sync Crates"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        do {
            try await CrateStore.shared.sync()
            return .result(dialog: "Synced.")
        } catch {
            return .result(dialog: IntentDialog(stringLiteral: error.localizedDescription))
        }
    }
}
