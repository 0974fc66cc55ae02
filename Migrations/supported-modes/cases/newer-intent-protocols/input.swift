import AppIntents

// Refinements of AppIntent from the 26 and 27 SDKs are intents like any other.
struct ExportLibraryIntent: LongRunningIntent {
    static let title: LocalizedStringResource = "Export Library"
    static var openAppWhenRun: Bool = false
    func perform() async throws -> some IntentResult { .result() }
}

struct ImportCrateIntent: CancellableIntent {
    static let title: LocalizedStringResource = "Import Crate"
    static var openAppWhenRun: Bool = true
    func perform() async throws -> some IntentResult { .result() }
}
