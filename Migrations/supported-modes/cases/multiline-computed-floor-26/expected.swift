import AppIntents

struct EditCrateIntent: AppIntent {
    static let title: LocalizedStringResource = "Edit Crate"

    static var supportedModes: IntentModes { .foreground }

    @Parameter(title: "Crate")
    var crate: CrateEntity

    @MainActor
    func perform() async throws -> some IntentResult {
        Router.shared.edit(.crate(crate.id))
        return .result()
    }
}

struct RefreshPricesIntent: AppIntent {
    static let title: LocalizedStringResource = "Refresh Prices"

    static var supportedModes: IntentModes { .background }

    func perform() async throws -> some IntentResult {
        try await Market.shared.refreshPrices()
        return .result()
    }
}
