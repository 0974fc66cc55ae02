import AppIntents

struct LogInsulinDoseIntent: AppIntent {
    static let title: LocalizedStringResource = "Log Dose"

    @Parameter(title: "Units")
    var units: Double

    func perform() async throws -> some IntentResult {
        try await HealthLog.shared.record(units: units)
        return .result()
    }
}
