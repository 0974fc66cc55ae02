import AppIntents

@AppIntent(.tool)
struct ShowTodayIntent: AppIntent {
    static let title: LocalizedStringResource = "Show Today"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: "\(Sessions.today.count) sessions today.")
    }
}

// Left out of the App Shortcuts of its own module: held.
struct GetTodayCountIntent: AppIntent {
    static let title: LocalizedStringResource = "Get Today Count"

    func perform() async throws -> some IntentResult & ReturnsValue<DayLoad> {
        .result(value: Sessions.today.count > 3 ? DayLoad.busy : .light)
    }
}

enum DayLoad: String, AppEnum {
    case light, busy
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Day Load"
    static let caseDisplayRepresentations: [DayLoad: DisplayRepresentation] = [.light: "Light", .busy: "Busy"]
}
