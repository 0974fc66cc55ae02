import AppIntents

// The widget extension's copy: it only has to exist for the button to compile.
struct HomePointIntent: LiveActivityIntent {
    static let title: LocalizedStringResource = "Home Point"

    func perform() async throws -> some IntentResult {
        return .result()
    }
}
