import AppIntents

extension DimLights {
    func perform() async throws -> some IntentResult & ProvidesDialog {
        guard let bridge = await Bridge.current else {
            throw DimLightsError.failure("Couldn't reach the lights bridge.")
        }
        try await bridge.dim(room)
        return .result(dialog: "Dimmed.")
    }
}

enum DimLightsError: Error, CustomLocalizedStringResourceConvertible {
    case failure(LocalizedStringResource)

    var localizedStringResource: LocalizedStringResource {
        switch self {
        case let .failure(message): message
        }
    }
}
