import AppIntents

struct ShowCollectionIntent: AppIntent {
    static let title: LocalizedStringResource = "Show Collection"
    static let isDiscoverable = true

    @MainActor
    func perform() async throws -> some IntentResult {
        Router.shared.show(.collection)
        return .result()
    }
}
