import AppIntents

struct PlannerShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: ShowTodayIntent(), phrases: ["Show today in \(.applicationName)"],
                    shortTitle: "Today", systemImageName: "calendar")
    }
}
