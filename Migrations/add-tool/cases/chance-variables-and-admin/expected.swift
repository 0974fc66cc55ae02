import AppIntents

// Chance is what the person asks for: a generator's random answer is no made-up one. Marked.
@AppIntent(.tool)
struct GeneratePasscodeIntent: AppIntent {
    static let title: LocalizedStringResource = "Generate Passcode"

    @Parameter(title: "Digits", default: 6)
    var digits: Int

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let code = (0..<digits).map { _ in String(Int.random(in: 0...9)) }.joined()
        return .result(dialog: "Your passcode is \(code).")
    }
}

// A reading made up with random numbers: a stub. Not marked.
struct HeartRateIntent: AppIntent {
    static let title: LocalizedStringResource = "Current Heart Rate"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let bpm = Int.random(in: 60...90)
        return .result(dialog: "Your heart rate is \(bpm).")
    }
}

// A value kept under a key the person names: a variable for the next step. Held.
struct SetNumberVariableIntent: AppIntent {
    static let title: LocalizedStringResource = "Set Number Variable"

    @Parameter(title: "Variable Name")
    var variableName: String

    @Parameter(title: "Value")
    var value: Double

    func perform() async throws -> some IntentResult {
        UserDefaults.standard.set(value, forKey: variableName)
        return .result()
    }
}

// An administrator's test hook: nobody asks Siri for it. Not marked.
struct AdminResetStreakIntent: AppIntent {
    static let title: LocalizedStringResource = "Reset Streak"

    func perform() async throws -> some IntentResult {
        StreakStore.shared.reset()
        return .result()
    }
}
