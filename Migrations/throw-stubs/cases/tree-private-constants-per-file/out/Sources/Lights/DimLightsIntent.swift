import AppIntents

/// This file's own `offDialog` says only what was done: the other file's private constant of the same name is not
/// this one.
private let offDialog = IntentDialog("Dimmed the lights.")

struct DimLightsIntent: AppIntent {
    static let title: LocalizedStringResource = "Dim Lights"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        guard await Lights.shared.reachable() else {
            throw LightsError.unreachable
        }
        await Lights.shared.dim()
        return .result(dialog: offDialog)
    }
}

enum LightsError: Error {
    case unreachable
}
