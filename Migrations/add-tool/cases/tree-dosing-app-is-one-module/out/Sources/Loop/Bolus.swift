import AppIntents

struct DeliverBolusIntent: AppIntent {
    static let title: LocalizedStringResource = "Deliver Bolus"

    @Parameter(title: "Units")
    var units: Double

    func perform() async throws -> some IntentResult {
        try await Pump.shared.deliver(units: units)
        return .result()
    }
}
