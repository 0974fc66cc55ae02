import AppIntents

final class Lamp {
    static let shared = Lamp()
    var room: String?
    func dim(in room: String) {}
}

/// A Focus filter: when the person left its switch off, there is nothing to do.
struct QuietLightsFilter: SetFocusFilterIntent {
    static let title: LocalizedStringResource = "Quiet Lights"

    @Parameter(title: "Dim the lights")
    var dimLights: Bool?

    private var isOn: Bool { dimLights == true }

    var displayRepresentation: DisplayRepresentation { "Quiet Lights" }

    func perform() async throws -> some IntentResult {
        guard isOn, let room = Lamp.shared.room else {
            return .result()
        }
        Lamp.shared.dim(in: room)
        return .result()
    }
}

/// The same guard without the flag: the lookup found nothing, a failure.
struct DimLampIntent: AppIntent {
    static let title: LocalizedStringResource = "Dim Lamp"

    func perform() async throws -> some IntentResult {
        guard let room = Lamp.shared.room else {
            throw DimLampIntentError.failure("TODO: say what went wrong")
        }
        Lamp.shared.dim(in: room)
        return .result()
    }
}

enum DimLampIntentError: Error, CustomLocalizedStringResourceConvertible {
    case failure(LocalizedStringResource)

    var localizedStringResource: LocalizedStringResource {
        switch self {
        case let .failure(message): message
        }
    }
}
