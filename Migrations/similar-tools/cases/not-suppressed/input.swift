import AppIntents

// Deliberately two names for one action, merged in the next release.
// intent-migrate: ignore similar-tools
@AppIntent(.tool)
struct MuteAll: AppIntent {
    static let title: LocalizedStringResource = "Mute All"
    static let description = IntentDescription("Mutes every speaker in the home.")
    func perform() async throws -> some IntentResult { .result() }
}

// intent-migrate: ignore similar-tools
@AppIntent(.tool)
struct MuteEverything: AppIntent {
    static let title: LocalizedStringResource = "Mute Everything"
    static let description = IntentDescription("Mutes every speaker in the home.")
    func perform() async throws -> some IntentResult { .result() }
}
