import AppIntents

/// The app's own base intent for showing things; not Apple's OpenIntent.
@AppIntent(.tool)
class OpenIntent: AppIntent, @unchecked Sendable {
    class var title: LocalizedStringResource { "Open" }

    required init() {}

    @MainActor
    func perform() async throws -> some IntentResult {
        show()
        return .result()
    }

    @MainActor
    func show() {
        Router.shared.showHome()
    }
}

@AppIntent(.tool)
final class ShowThing: OpenIntent {
    override class var title: LocalizedStringResource { "Show Thing" }

    @Parameter(title: "Thing")
    var target: ThingEntity

    @MainActor
    override func show() {
        Router.shared.show(.thing(target.id))
    }
}
