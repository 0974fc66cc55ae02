import AppIntents

/// The else of the lookup asks for a step before this one ("… first."): a failure, thrown.
struct MuteTelevisionIntent: AppIntent {
    static let title: LocalizedStringResource = "Mute Television"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        guard let television = await Pairing.shared.pairedTelevision() else {
            throw MuteTelevisionIntentError.failure("Pair a television in the app first.")
        }
        try await television.mute()
        return .result(dialog: "Muted.")
    }
}

enum MuteTelevisionIntentError: Error, CustomLocalizedStringResourceConvertible {
    case failure(LocalizedStringResource)

    var localizedStringResource: LocalizedStringResource {
        switch self {
        case let .failure(message): message
        }
    }
}

/// In an `if` the same words can be advice after the work is done: left as a success.
struct SaveDraftIntent: AppIntent {
    static let title: LocalizedStringResource = "Save Draft"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let draft = try await Drafts.shared.save()
        if draft.isShared {
            return .result(dialog: "Saved. Ask your editor to review it first.")
        }
        return .result(dialog: "Saved.")
    }
}
