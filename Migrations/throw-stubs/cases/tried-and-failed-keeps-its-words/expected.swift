import AppIntents

/// The guard's else is where the error of `try?` went: thrown, and the words the return said become its message.
struct TodaysPlanIntent: AppIntent {
    static let title: LocalizedStringResource = "Today's Plan"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        guard let plan = try? await Plans.shared.today() else {
            throw TodaysPlanIntentError.failure("Today's plan is still on its way.")
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
            throw NextShiftIntentError.failure("Shifts are still syncing.")
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
