import AppIntents

struct WidgetSkipIntent: AppIntent {
    static let title: LocalizedStringResource = "Skip"
    static var isDiscoverable: Bool { false }

    func perform() async throws -> some IntentResult {
        await Player.shared.skip()
        return .result()
    }
}
