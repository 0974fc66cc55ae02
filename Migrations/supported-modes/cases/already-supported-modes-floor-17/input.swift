import AppIntents

struct OpenCrateIntent: AppIntent {
    static let title: LocalizedStringResource = "Open Crate"
    static var openAppWhenRun: Bool = true

    @available(iOS 26.0, *)
    static var supportedModes: IntentModes { .foreground(.deferred) }

    @Parameter(title: "Crate")
    var crate: CrateEntity

    @MainActor
    func perform() async throws -> some IntentResult {
        Router.shared.show(.crate(crate.id))
        return .result()
    }
}
