import AppIntents

struct OpenCrateIntent: AppIntent {
    static let title: LocalizedStringResource = "Open Crate"
    public /* was internal until the widget needed it */ static var openAppWhenRun: Bool = true

    func perform() async throws -> some IntentResult { .result() }
}
