import AppIntents

/// The app's own base intent for showing things; not Apple's OpenIntent.
struct OpenIntent: AppIntent {
    static let title: LocalizedStringResource = "Open"

    @MainActor
    func perform() async throws -> some IntentResult {
        Router.shared.showHome()
        return .result()
    }
}

struct ShowThing: OpenIntent {
    static let title: LocalizedStringResource = "Show Thing"

    @Parameter(title: "Thing")
    var target: ThingEntity

    @MainActor
    func perform() async throws -> some IntentResult {
        Router.shared.show(.thing(target.id))
        return .result()
    }
}
