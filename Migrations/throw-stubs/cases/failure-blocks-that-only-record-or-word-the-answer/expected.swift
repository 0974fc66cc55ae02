import AppIntents
import WidgetKit

struct SwitchStationIntent: AppIntent {
    static let title: LocalizedStringResource = "Switch Station"

    @Parameter(title: "Station")
    var station: String

    func perform() async throws -> some IntentResult {
        guard let stream = Tuner.shared.streams.first(where: { $0 == station }) else {
            #if DEBUG
            print("no stream named \(station)")
            #endif
            WidgetCenter.shared.reloadAllTimelines()
            throw SwitchStationIntentError.failure("TODO: say what went wrong")
        }
        Tuner.shared.play(stream)
        return .result()
    }
}

enum SwitchStationIntentError: Error, CustomLocalizedStringResourceConvertible {
    case failure(LocalizedStringResource)

    var localizedStringResource: LocalizedStringResource {
        switch self {
        case let .failure(message): message
        }
    }
}

struct AskTunerIntent: AppIntent {
    static let title: LocalizedStringResource = "Ask the Tuner"

    @Parameter(title: "Question")
    var question: String

    func perform() async throws -> some IntentResult & ReturnsValue<String> & ProvidesDialog {
        let text = question
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        // The guard tests a local made from a local made from the parameter: the request lacks its question.
        guard !trimmed.isEmpty else {
            throw AskTunerIntentError.failure("Ask me something about your stations.")
        }
        do {
            let answer = try await Tuner.shared.answer(trimmed)
            return .result(value: answer, dialog: IntentDialog(stringLiteral: answer))
        } catch {
            // Writing the answer's words is not work done another way.
            let apology = "I couldn't answer that right now."
            throw AskTunerIntentError.failure(LocalizedStringResource(stringLiteral: apology))
        }
    }
}

enum AskTunerIntentError: Error, CustomLocalizedStringResourceConvertible {
    case failure(LocalizedStringResource)

    var localizedStringResource: LocalizedStringResource {
        switch self {
        case let .failure(message): message
        }
    }
}

struct StartSleepTimerIntent: AppIntent {
    static let title: LocalizedStringResource = "Start Sleep Timer"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        guard Tuner.shared.isSetUp else {
            if Tuner.shared.isUpdating {
                return .result(dialog: "The tuner is updating.")
            }
            throw StartSleepTimerIntentError.failure("Pick a favorite station first, then I can start a sleep timer.")
        }
        guard Tuner.shared.isPlaying else {
            return .result(dialog: .tunerFailure)
        }
        do {
            try await Tuner.shared.startSleepTimer()
        } catch {
            print("sleep timer: \(error)")
        }
        return .result(dialog: "Sleep timer started.")
    }
}

enum StartSleepTimerIntentError: Error, CustomLocalizedStringResourceConvertible {
    case failure(LocalizedStringResource)

    var localizedStringResource: LocalizedStringResource {
        switch self {
        case let .failure(message): message
        }
    }
}

extension IntentDialog {
    static var tunerFailure: IntentDialog { IntentDialog("The tuner stopped answering.") }
}

final class Tuner: @unchecked Sendable {
    static let shared = Tuner()
    var streams: [String] = []
    var isSetUp = true
    var isUpdating = false
    var isPlaying = true
    func play(_ stream: String) {}
    func answer(_ question: String) async throws -> String { question }
    func startSleepTimer() async throws {}
}
