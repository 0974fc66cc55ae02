import AppIntents

/// The guard's else is where the error of `try?` went, and its words ask the person to act first: thrown, the words
/// it said become the error's message.
struct TodaysPlanIntent: AppIntent {
    static let title: LocalizedStringResource = "Today's Plan"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        guard let plan = try? await Plans.shared.today() else {
            throw TodaysPlanIntentError.failure("Please open Plans to load today's plan.")
        }
        return .result(dialog: "\(plan.summary)")
    }
}

enum TodaysPlanIntentError: Error, CustomLocalizedStringResourceConvertible {
    case failure(LocalizedStringResource)

    var localizedStringResource: LocalizedStringResource {
        switch self {
        case let .failure(message): message
        }
    }
}

/// A value alone says it the same way: its words are the message.
struct NextShiftIntent: AppIntent {
    static let title: LocalizedStringResource = "Next Shift"

    func perform() async throws -> some IntentResult & ReturnsValue<String> {
        guard let shift = try? await Shifts.shared.next() else {
            throw NextShiftIntentError.failure("Please sign in to see your shifts.")
        }
        return .result(value: shift.title)
    }
}

enum NextShiftIntentError: Error, CustomLocalizedStringResourceConvertible {
    case failure(LocalizedStringResource)

    var localizedStringResource: LocalizedStringResource {
        switch self {
        case let .failure(message): message
        }
    }
}

/// Words that may be the honest answer ("nothing planned") are not made a message: warned, left for you.
struct TomorrowsPlanIntent: AppIntent {
    static let title: LocalizedStringResource = "Tomorrow's Plan"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        guard let plan = try? await Plans.shared.tomorrow() else {
            return .result(dialog: "You have nothing planned tomorrow.")
        }
        return .result(dialog: "\(plan.summary)")
    }
}
