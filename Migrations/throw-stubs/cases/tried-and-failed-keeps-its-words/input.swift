import AppIntents

/// The guard's else is where the error of `try?` went: thrown, and the words the return said become its message.
struct TodaysPlanIntent: AppIntent {
    static let title: LocalizedStringResource = "Today's Plan"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        guard let plan = try? await Plans.shared.today() else {
            return .result(dialog: "Today's plan is still on its way.")
        }
        return .result(dialog: "\(plan.summary)")
    }
}

/// A value alone says it the same way: its words are the message.
struct NextShiftIntent: AppIntent {
    static let title: LocalizedStringResource = "Next Shift"

    func perform() async throws -> some IntentResult & ReturnsValue<String> {
        guard let shift = try? await Shifts.shared.next() else {
            return .result(value: "Shifts are still syncing.")
        }
        return .result(value: shift.title)
    }
}
