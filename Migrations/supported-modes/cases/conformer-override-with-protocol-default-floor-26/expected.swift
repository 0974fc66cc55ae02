import AppIntents

protocol CrateIntent: AppIntent {}

@available(iOS 26.0, *)
extension CrateIntent {
    static var supportedModes: IntentModes { .foreground }
}

/// Runs in the background even though crate intents open the app by default.
struct RefreshCrateIntent: CrateIntent {
    static let title: LocalizedStringResource = "Refresh Crate"
    static var supportedModes: IntentModes { .background }

    func perform() async throws -> some IntentResult {
        return .result()
    }
}
