import AppIntents

/// Dialogs the intents share, kept in one place.
enum GardenDialogs {
    static let notSetUp: IntentDialog = "Sprout hasn't finished setup yet, open the app to add your beds first."
    static let nothingDue: IntentDialog = "Nothing needs water today."
}

/// A question ("When …") whose guard answers with a shared constant that asks the person to act first: no question is
/// answered, as when the same words are written in the return. A constant that only says there is none is the answer.
struct NextWateringIntent: AppIntent {
    static let title: LocalizedStringResource = "When Do My Plants Need Water"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        guard Garden.shared.isSetUp else {
            return .result(dialog: GardenDialogs.notSetUp)
        }
        guard let next = Garden.shared.nextWatering() else {
            return .result(dialog: GardenDialogs.nothingDue)
        }
        return .result(dialog: "Water the \(next.bed) bed next.")
    }
}

/// Advice in a question's answer, after its success: no failure.
enum StreakDialogs {
    static let great: IntentDialog = "Great job: you logged at least one workout every day. Open the app to see the full chart."
}

struct HowIsMyStreakIntent: AppIntent {
    static let title: LocalizedStringResource = "How Is My Streak"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        guard Garden.shared.hasStreak else {
            return .result(dialog: "No streak yet.")
        }
        return .result(dialog: StreakDialogs.great)
    }
}
