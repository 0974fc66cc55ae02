import AppIntents

@available(iOS 26.0, *)
struct IdentifyRecordIntent: AppIntent {
    static let title: LocalizedStringResource = "Identify Record"
    static var openAppWhenRun: Bool = true
    @available(iOS 26.0, macOS 26.0, *)
    static var supportedModes: IntentModes { .foreground }

    func perform() async throws -> some IntentResult { .result() }
}

@available(iOS 26.0, macOS 26.0, *)
struct DescribeRecordIntent: AppIntent {
    static let title: LocalizedStringResource = "Describe Record"
    static var supportedModes: IntentModes { .background }

    func perform() async throws -> some IntentResult { .result() }
}
