import AppIntents

private let offDialog = IntentDialog("Couldn't reach the lights. Turn them on in Settings first.")

struct TurnOnLightsIntent: AppIntent {
    static let title: LocalizedStringResource = "Turn On Lights"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        guard await Lights.shared.reachable() else {
            return .result(dialog: offDialog)
        }
        await Lights.shared.turnOn()
        return .result(dialog: "Lights on.")
    }
}
