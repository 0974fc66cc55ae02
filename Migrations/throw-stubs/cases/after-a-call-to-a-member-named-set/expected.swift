import AppIntents
import Foundation

/// `store?.set(…)` is a call, not a setter: the returns after it are read like any other, and the one in the else
/// that says the switch failed is thrown.
struct TurnOffHeaterIntent: AppIntent {
    static let title: LocalizedStringResource = "Turn Off Heater"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let store = UserDefaults(suiteName: "group.heater")
        store?.set("switching", forKey: "state")
        let state = await Heater.shared.switchOff()
        if state == .off {
            return .result(dialog: "The heater is off.")
        } else {
            throw TurnOffHeaterIntentError.failure("The heater failed to switch off.")
        }
    }
}

enum TurnOffHeaterIntentError: Error, CustomLocalizedStringResourceConvertible {
    case failure(LocalizedStringResource)

    var localizedStringResource: LocalizedStringResource {
        switch self {
        case let .failure(message): message
        }
    }
}

enum HeaterState { case on, off }

final class Heater: @unchecked Sendable {
    static let shared = Heater()
    func switchOff() async -> HeaterState { .off }
}
