import AppIntents

@AppIntent(.tool)
struct SettingsIntent: AppIntent {
    static let title: LocalizedStringResource = "Use Night Reading Settings"
    static let description = IntentDescription("TODO: describe what Use Night Reading Settings does, for someone who has never opened the app")

    func perform() async throws -> some IntentResult {
        await ReadingSettings.shared.apply(.night)
        return .result()
    }
}
