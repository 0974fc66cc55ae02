import AppIntents

struct ShowTodayIntent: AppIntent {
    static let title: LocalizedStringResource = "Show Today"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: "Three sessions today.")
    }
}

// Left out of the App Shortcuts of its own module: held.
struct GetTodayCountIntent: AppIntent {
    static let title: LocalizedStringResource = "Get Today Count"

    func perform() async throws -> some IntentResult & ReturnsValue<Int> {
        .result(value: Sessions.today.count)
    }
}
