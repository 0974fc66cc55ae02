import AppIntents

/// Logs a drink from the phone, from the watch face or from Siri.
struct LogWaterIntent: AppIntent {
    static let title: LocalizedStringResource = "Log Water"
    static let description = IntentDescription("Adds a drink to today's total.")

    @Parameter(title: "Amount (ml)", default: 250)
    var milliliters: Int

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let total = try await HydrationStore.shared.add(milliliters: milliliters)
        return .result(dialog: "Logged \(milliliters) ml. You're at \(total) ml today.")
    }
}
