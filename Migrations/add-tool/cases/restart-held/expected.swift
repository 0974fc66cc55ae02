import AppIntents

// Restarting a machine loses what it was running: marked, and flagged for review.
struct RestartMachineIntent: AppIntent {
    static let title: LocalizedStringResource = "Restart Machine"

    @Parameter(title: "Machine")
    var machine: String

    func perform() async throws -> some IntentResult {
        try await Machines.shared.restart(machine, force: true)
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

// Stopping a session loses nothing: marked, no flag.
@AppIntent(.tool)
struct StopFocusSessionIntent: AppIntent {
    static let title: LocalizedStringResource = "Stop Focus Session"

    func perform() async throws -> some IntentResult {
        await Sessions.shared.stop()
        return .result()
    }
}
