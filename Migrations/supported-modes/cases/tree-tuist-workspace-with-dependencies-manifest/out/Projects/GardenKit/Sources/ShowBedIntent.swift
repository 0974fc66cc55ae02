import AppIntents

public struct ShowBedIntent: AppIntent {
    public static let title: LocalizedStringResource = "Show Bed"
    public static let openAppWhenRun: Bool = true
    @available(iOS 26.0, macOS 26.0, *)
    public static var supportedModes: IntentModes { .foreground }

    public init() {}

    public func perform() async throws -> some IntentResult {
        .result()
    }
}
