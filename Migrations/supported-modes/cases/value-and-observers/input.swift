import AppIntents

struct OpenCrateIntent: AppIntent {
    static let title: LocalizedStringResource = "Open Crate"
    static var openAppWhenRun: Bool = true {
        didSet { Analytics.log("openAppWhenRun changed") }
    }

    func perform() async throws -> some IntentResult { .result() }
}

struct OpenShelfIntent: AppIntent {
    static let title: LocalizedStringResource = "Open Shelf"
    static var openAppWhenRun: Bool = true
    {
        didSet { Analytics.log("openAppWhenRun changed") }
    }

    func perform() async throws -> some IntentResult { .result() }
}
