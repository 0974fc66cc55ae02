import AppIntents

/// Only watchOS builds this file: ToolIntent doesn't exist there, so nothing is written.
struct StartSpinTimerIntent: AppIntent {
    static let title: LocalizedStringResource = "Start Spin Timer"

    func perform() async throws -> some IntentResult {
        await SpinTimer.shared.start()
        return .result()
    }
}
