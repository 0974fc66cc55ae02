import AppIntents

struct RestartPlayerIntent: AppIntent {
    static let title: LocalizedStringResource = "Restart Player"

    func perform() async throws -> some IntentResult & ReturnsValue<Bool> {
        // The lookup found nothing: false is the failure, rewritten with a message to write.
        guard let player = await Turntable.shared.player else {
            return .result(value: false)
        }
        do {
            try await player.restart()
            return .result(value: true)
        } catch {
            // The caught error, dropped for a false: thrown on.
            return .result(value: false)
        }
    }
}

struct NextRecordIntent: AppIntent {
    static let title: LocalizedStringResource = "Next Record"

    func perform() async throws -> some IntentResult & ReturnsValue<String?> {
        // The item looked up isn't there: nil is the failure, in an action or a question.
        guard let record = await Turntable.shared.currentRecord else {
            return .result(value: nil)
        }
        return .result(value: record.title)
    }
}

struct IsPlayerRunningIntent: AppIntent {
    static let title: LocalizedStringResource = "Is the Player Running"

    func perform() async throws -> some IntentResult & ReturnsValue<Bool> {
        // No player: false is the truthful answer to the question: unchanged.
        guard let player = await Turntable.shared.player else {
            return .result(value: false)
        }
        return .result(value: player.isRunning)
    }
}

struct WakeUpIntent: AppIntent {
    static let title: LocalizedStringResource = "I'm Awake"
    static let description = IntentDescription("Ends the sleep timer that is running.")

    func perform() async throws -> some IntentResult & ProvidesDialog {
        // An intent that ends something, said by its description: "No … to end" may be the no-op it says.
        guard let timer = await Turntable.shared.sleepTimer else {
            return .result(dialog: "No sleep timer is running.")
        }
        await timer.cancel()
        return .result(dialog: "Good morning.")
    }
}

struct NextSideIntent: AppIntent {
    static let title: LocalizedStringResource = "When to Flip"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        guard let record = await Turntable.shared.currentRecord else {
            return .result(dialog: "Please put a record on first.")
        }
        if record.minutesLeft < 1 {
            // Advice in the answer, not a request to act first: unchanged.
            return .result(dialog: "Please flip it now.")
        }
        return .result(dialog: "In \(record.minutesLeft) minutes.")
    }
}

struct Record: Sendable {
    let title: String
    let minutesLeft: Int
}

final class Player: Sendable {
    let isRunning = true
    func restart() async throws {}
}

final class SleepTimer: Sendable {
    func cancel() async {}
}

actor Turntable {
    static let shared = Turntable()
    var player: Player? { nil }
    var currentRecord: Record? { nil }
    var sleepTimer: SleepTimer? { nil }
}
