import AppIntents

struct RunScene: ServerAction {
    static let title: LocalizedStringResource = "Run Scene"
    var serverName: String { "home" }

    func perform() async throws -> some IntentResult {
        try await Scenes.run(on: serverName)
        return .result()
    }
}
