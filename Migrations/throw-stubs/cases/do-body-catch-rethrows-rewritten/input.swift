import AppIntents

struct LogListeningIntent: AppIntent {
    static let title: LocalizedStringResource = "Log Listening"

    @Parameter(title: "Minutes")
    var minutes: Int

    func perform() async throws -> some IntentResult & ProvidesDialog {
        do {
            guard minutes > 0 else {
                // A session of no minutes is refused, not logged.
                return .result(dialog: "Logging failed: a session needs at least one minute.")
            }
            try await ListeningLog.shared.add(minutes: minutes)
            return .result(dialog: "Logged \(minutes) minutes.")
        } catch {
            throw error
        }
    }
}
