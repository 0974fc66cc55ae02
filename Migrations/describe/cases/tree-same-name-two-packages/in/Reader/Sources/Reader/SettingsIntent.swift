import AppIntents

@AppIntent(.tool)
struct SettingsIntent: AppIntent {
    static let title: LocalizedStringResource = "Use Night Reading Settings"

    func perform() async throws -> some IntentResult {
        await ReadingSettings.shared.apply(.night)
        return .result()
    }
}
