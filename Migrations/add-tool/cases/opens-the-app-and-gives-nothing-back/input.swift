import AppIntents

/// Opens the app and gives nothing back: marked, flagged for a look (it may only bring up the scanner).
struct ScanSleeveIntent: AppIntent {
    static let title: LocalizedStringResource = "Scan Sleeve"
    static let description = IntentDescription("Scans a record sleeve with the camera.")
    static let openAppWhenRun = true

    func perform() async throws -> some IntentResult {
        await SleeveScanner.shared.prepare()
        return .result()
    }
}

/// Opens the app and starts the session itself: the app completes what was asked, marked.
struct StartListeningSessionIntent: AppIntent {
    static let title: LocalizedStringResource = "Start Listening Session"
    static let description = IntentDescription("Starts a timed listening session.")
    static let openAppWhenRun = true

    func perform() async throws -> some IntentResult {
        await Sessions.shared.start()
        return .result()
    }
}
