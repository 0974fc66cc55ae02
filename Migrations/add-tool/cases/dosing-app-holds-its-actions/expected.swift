import AppIntents

// A closed-loop app: one intent doses insulin, so its other actions change what is dosed.
struct DeliverBolusIntent: AppIntent {
    static let title: LocalizedStringResource = "Deliver Bolus"

    @Parameter(title: "Units")
    var units: Double

    func perform() async throws -> some IntentResult {
        try await Pump.shared.deliver(units: units)
        return .result()
    }
}

struct StartExerciseModeIntent: AppIntent {
    static let title: LocalizedStringResource = "Start Exercise Mode"

    func perform() async throws -> some IntentResult {
        try await Loop.shared.raiseTarget(forExercise: true)
        return .result()
    }
}

@AppIntent(.tool)
struct ShowGlucoseIntent: AppIntent {
    static let title: LocalizedStringResource = "Show Glucose"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let reading = try await Sensor.shared.latest()
        return .result(dialog: "\(reading.value) mg/dL")
    }
}
