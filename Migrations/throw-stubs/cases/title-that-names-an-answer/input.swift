import AppIntents

// A title with no verb that names an answer reads as a question: "No history found" is its answer when there is
// none to give, so it is a warning to decide, not a rewrite.
struct ExerciseStatusIntent: AppIntent {
    static let title: LocalizedStringResource = "Exercise Status"

    @Parameter(title: "Exercise")
    var exercise: String

    func perform() async throws -> some IntentResult & ProvidesDialog {
        guard let last = TrainingLog.shared.entries(for: exercise).first else {
            return .result(dialog: "No history found for \(exercise).")
        }
        return .result(dialog: "Last time: \(last).")
    }
}

// The same noun after an action's verb: the lookup of the album found nothing, a failure to throw.
struct UpdatePlayStatusIntent: AppIntent {
    static let title: LocalizedStringResource = "Update Play Status"

    @Parameter(title: "Album")
    var album: String

    func perform() async throws -> some IntentResult & ProvidesDialog {
        guard let entry = TrainingLog.shared.entries(for: album).first else {
            return .result(dialog: "No album named \(album) in your library.")
        }
        TrainingLog.shared.markPlayed(entry)
        return .result(dialog: "Marked \(entry) as played.")
    }
}

// A question's nil with its "not yet" in a title that names the answer: a warning, not a rewrite.
struct LastAnswerIntent: AppIntent {
    static let title: LocalizedStringResource = "Last Answer"

    @Parameter(title: "Question")
    var question: String

    func perform() async throws -> some IntentResult & ReturnsValue<String?> & ProvidesDialog {
        guard let answer = TrainingLog.shared.entries(for: question).last else {
            return .result(value: nil, dialog: "No answer yet for \(question).")
        }
        return .result(value: answer, dialog: "\(question): \(answer).")
    }
}

// "Count" after an action's verb: the counter's lookup found nothing, thrown.
struct IncrementCountIntent: AppIntent {
    static let title: LocalizedStringResource = "Increment Count"

    @Parameter(title: "Counter")
    var counter: String

    func perform() async throws -> some IntentResult & ProvidesDialog {
        guard let entry = TrainingLog.shared.entries(for: counter).first else {
            return .result(dialog: "No counter named \(counter).")
        }
        TrainingLog.shared.markPlayed(entry)
        return .result(dialog: "Counted \(entry).")
    }
}

final class TrainingLog {
    static let shared = TrainingLog()
    func entries(for name: String) -> [String] { [] }
    func markPlayed(_ entry: String) {}
}
