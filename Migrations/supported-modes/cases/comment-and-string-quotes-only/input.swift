import AppIntents

// Before iOS 26 we wrote `static let openAppWhenRun = true` in every intent.
// Do not bring it back: static var openAppWhenRun: Bool = true
struct LogListenIntent: AppIntent {
    static let title: LocalizedStringResource = "Log Listen"
    /* static var openAppWhenRun: Bool { true } */
    static let migrationNote = """
        static let openAppWhenRun = false
        """
    static let key = #"static var openAppWhenRun: Bool = "true""#

    func perform() async throws -> some IntentResult {
        Log.info("openAppWhenRun is gone")
        return .result()
    }
}
