import AppIntents

struct SyncNowIntent: AppIntent {
    static let title: LocalizedStringResource = "Sync Now"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        do {
            try await SyncEngine.shared.sync()
        } catch SyncError.offline {
            throw SyncNowIntentError.failure(LocalizedStringResource("Sync failed", comment: "Shown when the device is offline"))
        }
        return .result(dialog: "Your crates are up to date.")
    }
}

enum SyncNowIntentError: Error, CustomLocalizedStringResourceConvertible {
    case failure(LocalizedStringResource)

    var localizedStringResource: LocalizedStringResource {
        switch self {
        case let .failure(message): message
        }
    }
}
