import AppIntents

@AppIntent(.tool)
struct SettingsIntent: AppIntent {
    static let title: LocalizedStringResource = "Use Car Playback Settings"

    func perform() async throws -> some IntentResult {
        await PlaybackSettings.shared.apply(.car)
        return .result()
    }
}
