import AppIntents

#if !os(watchOS)
@AppIntent(.tool)
#endif
struct LogBreathIntent: AppIntent {
    static let title: LocalizedStringResource = "Log a Breathing Session"
    static let description = IntentDescription("Records a breathing session of the length you say.")

    @Parameter(title: "Minutes", description: "How long the session lasted, in minutes.")
    var minutes: Int

    func perform() async throws -> some IntentResult & ProvidesDialog {
        await SessionLog.shared.add(minutes: minutes)
        return .result(dialog: "Logged \(minutes) minutes.")
    }
}

@MainActor
final class SessionLog {
    static let shared = SessionLog()
    func add(minutes: Int) {}
}
