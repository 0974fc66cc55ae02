import AppIntents
import WidgetKit

struct CrateWidgetConfiguration: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Crate"

    @Parameter(title: "Crate")
    var crate: CrateEntity?

    func perform() async throws -> some IntentResult {
        if let crate {
            try await Player.shared.play(crate: crate.id)
        }
        return .result()
    }
}
