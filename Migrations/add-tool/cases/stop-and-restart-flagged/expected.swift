import AppIntents

// Stopping a machine loses what it was running: marked, and flagged for review.
@AppIntent(.tool)
struct StopMachineIntent: AppIntent {
    static let title: LocalizedStringResource = "Stop Machine"

    @Parameter(title: "Machine")
    var machine: String

    func perform() async throws -> some IntentResult {
        try await Machines.shared.stop(machine, force: true)
        return .result()
    }
}

// It asks first: marked, no flag.
@AppIntent(.tool)
struct RebootServerIntent: AppIntent {
    static let title: LocalizedStringResource = "Reboot Server"

    func perform() async throws -> some IntentResult {
        try await requestConfirmation(result: .result(dialog: "Reboot the server now?"))
        try await Servers.shared.reboot()
        return .result()
    }
}
