import AppIntents

struct LogTeaIntent: AppIntent {
    static let title: LocalizedStringResource = "Log Tea"
    static let description = IntentDescription("Logs a cup of tea you just drank.")

    @Parameter(title: "Cups", description: "How many cups you drank.")
    var cups: Int

    func perform() async throws -> some IntentResult {
        TeaLog.shared.add(cups: cups)
        return .result()
    }
}

final class TeaLog: @unchecked Sendable {
    static let shared = TeaLog()
    private(set) var cups = 0
    func add(cups: Int) { self.cups += cups }
}
