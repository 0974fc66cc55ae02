import AppIntents

// Before iOS 26 we wrote `static let openAppWhenRun = true` in every intent.
struct LogListenIntent: AppIntent {
    static let title: LocalizedStringResource = "Log Listen"
    /* static var openAppWhenRun: Bool { true } */
    static var supportedModes: IntentModes { .background }
    static let migrationNote = """
        static let openAppWhenRun = false
        """

    func perform() async throws -> some IntentResult {
        Log.info("static var openAppWhenRun: Bool = true")
        return .result()
    }
}
