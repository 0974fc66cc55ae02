import AppIntents

public struct ShowBedIntent: AppIntent {
    public static let title: LocalizedStringResource = "Show Bed"
    public static let openAppWhenRun: Bool = true

    public init() {}

    public func perform() async throws -> some IntentResult {
        .result()
    }
}
