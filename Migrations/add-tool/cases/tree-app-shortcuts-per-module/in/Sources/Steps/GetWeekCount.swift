import AppIntents

// Another module, which offers no App Shortcuts: only flagged.
struct GetWeekCountIntent: AppIntent {
    static let title: LocalizedStringResource = "Get Week Count"

    func perform() async throws -> some IntentResult & ReturnsValue<WeekLoad> {
        .result(value: Crates.shared.count > 10 ? WeekLoad.full : .open)
    }
}

enum WeekLoad: String, AppEnum {
    case open, full
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Week Load"
    static let caseDisplayRepresentations: [WeekLoad: DisplayRepresentation] = [.open: "Open", .full: "Full"]
}
