import AppIntents

struct EditCrateIntent: AppIntent {
    static let title: LocalizedStringResource = "Edit Crate"

    static var openAppWhenRun: Bool {
        return true
    }

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

    static var openAppWhenRun: Bool {
        false
    }

    func perform() async throws -> some IntentResult {
        try await Market.shared.refreshPrices()
        return .result()
    }
}
