import AppIntents

/// What the person hears when the shared runtime fails, made from the error.
enum RoutineSpeech {
    static func message(for error: Error) -> String { "The routine stopped: \(error.localizedDescription)" }
}

/// The catch hands the caught error to a helper inside an interpolation: the error's text as a success, thrown on.
struct LogRoutineIntent: AppIntent {
    static let title: LocalizedStringResource = "Log Routine"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        do {
            try await RoutineRuntime.shared.logToday()
            return .result(dialog: "Logged today's routine.")
        } catch {
            return .result(dialog: "\(RoutineSpeech.message(for: error))")
        }
    }
}

/// The catch's text names nothing it caught: a success it chose, left with a note.
struct RefreshRoutineIntent: AppIntent {
    static let title: LocalizedStringResource = "Refresh Routine"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        do {
            try await RoutineRuntime.shared.refresh()
        } catch {
            return .result(dialog: "Showing yesterday's routine for \(RoutineRuntime.shared.ownerName).")
        }
        return .result(dialog: "Refreshed.")
    }
}
