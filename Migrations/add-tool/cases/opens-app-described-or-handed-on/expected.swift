import AppIntents

// Its description says it opens the app: the form is still the person's to fill in. Held for a decision.
struct AddWantlistItemIntent: AppIntent {
    static let title: LocalizedStringResource = "Add to Wantlist"
    static let description = IntentDescription("Opens Crates to add a record to your wantlist.")
    static let openAppWhenRun: Bool = true

    @Parameter(title: "Artist")
    var artist: String?

    func perform() async throws -> some IntentResult {
        PendingActions.shared.store(artist: artist)
        return .result()
    }
}

// Its result hands on to an intent that opens the app, and its title asks for a screen: only opens the app.
struct OpenListeningRoomIntent: AppIntent {
    static let title: LocalizedStringResource = "Open Listening Room"

    func perform() async throws -> some IntentResult & OpensIntent {
        return .result(opensIntent: ListeningRoomURLIntent())
    }
}

// A route built as a value (`.room(…)`) is still only navigation: held for a decision.
struct StartSessionPlannerIntent: AppIntent {
    static let title: LocalizedStringResource = "Plan a Session"
    static let openAppWhenRun: Bool = true

    @MainActor
    func perform() async throws -> some IntentResult {
        AppRouter.shared.navigate(to: .room(planner: true))
        return .result()
    }
}

// Opens the app, but perform() does the work and the description says what it does: marked.
@AppIntent(.tool)
struct SpinRandomRecordIntent: AppIntent {
    static let title: LocalizedStringResource = "Spin a Random Record"
    static let description = IntentDescription("Picks a random record from your shelves and plays it.")
    static let openAppWhenRun: Bool = true

    func perform() async throws -> some IntentResult {
        try await Player.shared.play(Shelves.shared.randomRecord())
        return .result()
    }
}

enum Route { case room(planner: Bool) }

@MainActor
final class AppRouter {
    static let shared = AppRouter()
    func navigate(to route: Route) {}
}
