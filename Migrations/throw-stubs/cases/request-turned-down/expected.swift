import AppIntents

struct SetPlaybackSpeedIntent: AppIntent {
    static let title: LocalizedStringResource = "Set Playback Speed"

    @Parameter(title: "Speed")
    var speed: Double

    func perform() async throws -> some IntentResult & ProvidesDialog {
        guard speed > 0 else {
            throw SetPlaybackSpeedIntentError.failure("The speed needs to be more than 0.")
        }
        guard speed <= 3 else {
            throw SetPlaybackSpeedIntentError.failure("The speed must be 3× or less.")
        }
        await Player.shared.setSpeed(speed)
        return .result(dialog: "Playing at \(speed)×.")
    }
}

enum SetPlaybackSpeedIntentError: Error, CustomLocalizedStringResourceConvertible {
    case failure(LocalizedStringResource)

    var localizedStringResource: LocalizedStringResource {
        switch self {
        case let .failure(message): message
        }
    }
}

struct RenameCrateIntent: AppIntent {
    static let title: LocalizedStringResource = "Rename Crate"

    @Parameter(title: "Name")
    var name: String

    func perform() async throws -> some IntentResult & ProvidesDialog {
        guard name.count >= 2 else {
            throw RenameCrateIntentError.failure("The name must contain at least 2 characters.")
        }
        await Crates.shared.renameCurrent(to: name)
        return .result(dialog: "Renamed to \(name).")
    }
}

enum RenameCrateIntentError: Error, CustomLocalizedStringResourceConvertible {
    case failure(LocalizedStringResource)

    var localizedStringResource: LocalizedStringResource {
        switch self {
        case let .failure(message): message
        }
    }
}

struct CrateStatusIntent: AppIntent {
    static let title: LocalizedStringResource = "Crate Status"

    @Parameter(title: "Crate")
    var crate: CrateEntity

    func perform() async throws -> some IntentResult & ProvidesDialog {
        // A state, not a refusal: a warning, never a rewrite.
        if crate.isDusty {
            return .result(dialog: "\(crate.name) needs to be cleaned.")
        }
        return .result(dialog: "\(crate.name) is in good shape.")
    }
}
