import AppIntents

@AppIntent(.tool)
struct ShowTodaysSessionsIntent: AppIntent {
    static let title: LocalizedStringResource = "Show Today's Sessions"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let count = await Planner.shared.sessionsToday().count
        return .result(dialog: "You have \(count) sessions today.")
    }
}

// The value-only twin, for the next step of a shortcut: the app offers no phrase for it.
struct GetTodaysSessionsIntent: AppIntent {
    static let title: LocalizedStringResource = "Get Today's Sessions"

    func perform() async throws -> some IntentResult & ReturnsValue<Int> {
        .result(value: await Planner.shared.sessionsToday().count)
    }
}

// Returns a value with no dialog too, but the app offers it: only flagged.
struct NextSessionIntent: AppIntent {
    static let title: LocalizedStringResource = "Next Session"

    func perform() async throws -> some IntentResult & ReturnsValue<String> {
        .result(value: await Planner.shared.next()?.name ?? "")
    }
}

struct PlannerShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: ShowTodaysSessionsIntent(), phrases: ["Show today's sessions in \(.applicationName)"],
                    shortTitle: "Today", systemImageName: "calendar")
        AppShortcut(intent: NextSessionIntent(), phrases: ["What's next in \(.applicationName)"],
                    shortTitle: "Next", systemImageName: "clock")
    }
}
