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

/// App state is no flag of the intent's: the request is turned down.
struct BrightenLampIntent: AppIntent {
    static let title: LocalizedStringResource = "Brighten Lamp"

    private var isPaired: Bool { Lamp.shared.room != nil }

    func perform() async throws -> some IntentResult & ProvidesDialog {
        guard isPaired else {
            throw BrightenLampIntentError.failure("Please pair the lamp first.")
        }
        return .result(dialog: "Brighter.")
    }
}

enum BrightenLampIntentError: Error, CustomLocalizedStringResourceConvertible {
    case failure(LocalizedStringResource)

    var localizedStringResource: LocalizedStringResource {
        switch self {
        case let .failure(message): message
        }
    }
}

/// A flag among lookups, outside a Focus filter: the lookup that found nothing is still a failure.
struct FadeLampIntent: AppIntent {
    static let title: LocalizedStringResource = "Fade Lamp"

    @Parameter(title: "Slowly")
    var slowly: Bool

    func perform() async throws -> some IntentResult {
        guard slowly, let room = Lamp.shared.room else {
            throw FadeLampIntentError.failure("TODO: say what went wrong")
        }
        Lamp.shared.dim(in: room)
        return .result()
    }
}

enum FadeLampIntentError: Error, CustomLocalizedStringResourceConvertible {
    case failure(LocalizedStringResource)

    var localizedStringResource: LocalizedStringResource {
        switch self {
        case let .failure(message): message
        }
    }
}
