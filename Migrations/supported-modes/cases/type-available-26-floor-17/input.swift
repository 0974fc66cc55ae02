import AppIntents

@available(iOS 26.0, *)
struct IdentifyRecordIntent: AppIntent {
    static let title: LocalizedStringResource = "Identify Record"
    static var openAppWhenRun: Bool = true

    @MainActor
    func perform() async throws -> some IntentResult {
        Router.shared.show(.identify)
        return .result()
    }
}

@available(iOS 27.0, *) struct DescribeRecordIntent: AppIntent {
    static let title: LocalizedStringResource = "Describe Record"
    static let openAppWhenRun = false

    func perform() async throws -> some IntentResult { .result() }
}
