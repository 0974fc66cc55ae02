import AppIntents

extension DimLights {
    func perform() async throws -> some IntentResult & ProvidesDialog {
        guard let bridge = await Bridge.current else {
            return .result(dialog: "Couldn't reach the lights bridge.")
        }
        try await bridge.dim(room)
        return .result(dialog: "Dimmed.")
    }
}
