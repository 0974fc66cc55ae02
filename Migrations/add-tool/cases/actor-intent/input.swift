import AppIntents

actor SyncLibraryIntent: AppIntent, ProgressReportingIntent {
    static let title: LocalizedStringResource = "Sync Library"

    init() {}

    func perform() async throws -> some IntentResult {
        progress.totalUnitCount = 100
        try await Library.shared.sync { (done: Int) in
            self.progress.completedUnitCount = Int64(done)
        }
        return .result()
    }
}
