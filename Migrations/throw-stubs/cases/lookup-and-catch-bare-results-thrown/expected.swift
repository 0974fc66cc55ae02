import AppIntents

struct SkipToSideIntent: AppIntent {
    static let title: LocalizedStringResource = "Skip to Side"

    @Parameter(title: "Side")
    var side: String

    func perform() async throws -> some IntentResult {
        // The lookup found nothing: a failure, rewritten with a message to write.
        guard let record = await Turntable.shared.currentRecord else {
            throw SkipToSideIntentError.failure("TODO: say what went wrong")
        }
        do {
            try await record.skip(to: side)
        } catch {
            Log.error("skip failed: \(error)")
            throw error
        }
        return .result()
    }
}

enum SkipToSideIntentError: Error, CustomLocalizedStringResourceConvertible {
    case failure(LocalizedStringResource)

    var localizedStringResource: LocalizedStringResource {
        switch self {
        case let .failure(message): message
        }
    }
}

struct CleanStylusIntent: AppIntent {
    static let title: LocalizedStringResource = "Clean Stylus"

    func perform() async throws -> some IntentResult {
        // A state check, not a lookup: a warning, a person decides.
        guard await Turntable.shared.isIdle else {
            return .result()
        }
        do {
            try await Turntable.shared.cleanStylus()
        } catch let failure {
            throw failure
        }
        do {
            try await Turntable.shared.park()
        } catch TurntableError.busy {
            return .result()
        }
        return .result()
    }
}
