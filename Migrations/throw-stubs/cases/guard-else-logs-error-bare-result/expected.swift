import AppIntents
import os

struct ToggleLampIntent: AppIntent {
    static let title: LocalizedStringResource = "Toggle Lamp"

    @Parameter(title: "Lamp")
    var lampID: String

    func perform() async throws -> some IntentResult {
        guard let lamp = LampStore.shared.lamp(id: lampID) else {
            Logger.lamps.error("no lamp with id \(lampID, privacy: .public)")
            throw ToggleLampIntentError.failure("TODO: say what went wrong")
        }
        guard lamp.isReachable else {
            // Unreachable lamps are skipped quietly: nothing to toggle, and nothing logged.
            return .result()
        }
        await lamp.toggle()
        return .result()
    }
}

enum ToggleLampIntentError: Error, CustomLocalizedStringResourceConvertible {
    case failure(LocalizedStringResource)

    var localizedStringResource: LocalizedStringResource {
        switch self {
        case let .failure(message): message
        }
    }
}

extension Logger {
    static let lamps = Logger(subsystem: "com.example.lamps", category: "lamps")
}
