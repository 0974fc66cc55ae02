import AppIntents

struct LogListeningIntent: AppIntent {
    static let title: LocalizedStringResource = "Log Listening"

    @Parameter(title: "Minutes")
    var minutes: Int

    func perform() async throws -> some IntentResult & ProvidesDialog {
        do {
            guard minutes > 0 else {
                return .result(dialog: "Logging failed: a session needs at least one minute.")
            }
            try await ListeningLog.shared.add(minutes: minutes)
            return .result(dialog: "Logged \(minutes) minutes.")
        } catch {
            // Does more than pass the error on: a throw above would be logged as a storage error.
            ListeningLog.report(error)
            throw error
        }
    }
}
