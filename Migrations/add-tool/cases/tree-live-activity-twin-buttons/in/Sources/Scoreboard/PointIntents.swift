import AppIntents

// The app's copy of the Live Activity's buttons: this one runs when the button is tapped.
struct HomePointIntent: LiveActivityIntent {
    static let title: LocalizedStringResource = "Home Point"
    static let description = IntentDescription("Adds a point for the home side in the match on the Lock Screen.")

    func perform() async throws -> some IntentResult {
        await Match.current.addPoint(for: .home)
        return .result()
    }
}

// Not drawn on any button: judged on its own.
struct StartMatchIntent: AppIntent {
    static let title: LocalizedStringResource = "Start Match"
    static let description = IntentDescription("Starts a new match and shows its score on the Lock Screen.")

    func perform() async throws -> some IntentResult & ProvidesDialog {
        await Match.startNew()
        return .result(dialog: "Match started.")
    }
}

enum Side { case home, away }

actor Match {
    static let current = Match()
    func addPoint(for side: Side) {}
    static func startNew() async {}
}
