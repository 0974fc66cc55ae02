import AppIntents

extension SettingsIntent {
    static let description = IntentDescription(
        "Switches playback to the car preset: skips silences, boosts voices and plays at normal speed.",
        categoryName: "Playback"
    )
}
