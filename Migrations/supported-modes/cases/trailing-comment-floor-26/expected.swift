import AppIntents

public struct OpenWantlistIntent: AppIntent {
    public static let title: LocalizedStringResource = "Open Wantlist"
    public static var supportedModes: IntentModes { .foreground } // opens app

    public init() {}

    @MainActor
    public func perform() async throws -> some IntentResult {
        Router.shared.show(.wantlist)
        return .result()
    }
}
