import AppIntents

struct SyncNowIntent: AppIntent {
    static let title: LocalizedStringResource = "Sync Now"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        do {
            try await SyncEngine.shared.sync()
        } catch SyncError.offline {
            return .result(
                dialog: IntentDialog(
                    stringLiteral: String(
                        localized: "Sync failed",
                        comment: "Shown when the device is offline"
                    )
                )
            )
        }
        return .result(dialog: "Your crates are up to date.")
    }
}
