import AppIntents
import WidgetKit

struct PlayerControlConfiguration: ControlConfigurationIntent {
    static let title: LocalizedStringResource = "Player Control"

    @Parameter(title: "Crate")
    var crate: CrateEntity?
}

struct ListeningFocusFilter: SetFocusFilterIntent {
    static let title: LocalizedStringResource = "Listening Focus"

    @Parameter(title: "Hide Sold Records", default: true)
    var hideSold: Bool

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "Listening")
    }

    func perform() async throws -> some IntentResult {
        Settings.shared.hideSold = hideSold
        return .result()
    }
}
