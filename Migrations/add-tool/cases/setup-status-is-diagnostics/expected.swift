import AppIntents

/// The status of the app's own sync: diagnostics, which nobody asks Siri for.
struct LastSyncStatusIntent: AppIntent {
    static let title: LocalizedStringResource = "Last Sync Status"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let when = await Ledger.shared.lastSyncDescription()
        return .result(dialog: "Last synced \(when)")
    }
}

/// The same in its title only: "Check Connection Status".
struct CheckLinkIntent: AppIntent {
    static let title: LocalizedStringResource = "Check Connection Status"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let state = await Ledger.shared.connectionDescription()
        return .result(dialog: "The connection is \(state)")
    }
}

/// The status of what the person owns is a question they ask: a tool.
@AppIntent(.tool)
struct FlightStatusIntent: AppIntent {
    static let title: LocalizedStringResource = "Flight Status"

    @Parameter(title: "Flight")
    var flight: String

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let state = await Ledger.shared.status(ofFlight: flight)
        return .result(dialog: "Your flight is \(state)")
    }
}
