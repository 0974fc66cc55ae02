import AppIntents

protocol CrateIntent: AppIntent {}

extension CrateIntent {
    static var openAppWhenRun: Bool { true }
    static var authenticationPolicy: IntentAuthenticationPolicy { .requiresLocalDeviceAuthentication }
}

@available(iOS 26, *)
extension CrateIntent {
    static var supportedModes: IntentModes { .foreground }
}

struct ShowRandomCrateIntent: CrateIntent {
    static let title: LocalizedStringResource = "Show Random Crate"

    @MainActor
    func perform() async throws -> some IntentResult {
        Router.shared.show(.crate(Library.shared.randomCrateID()))
        return .result()
    }
}
