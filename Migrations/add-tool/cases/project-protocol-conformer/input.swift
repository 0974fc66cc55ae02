import AppIntents

protocol CrateIntent: AppIntent {}

extension CrateIntent {
    static var openAppWhenRun: Bool { true }
}

@available(iOS 26.0, *)
extension CrateIntent {
    static var supportedModes: IntentModes { .foreground }
}

protocol Loggable {
    var logName: String { get }
}

struct ShowRandomCrateIntent: CrateIntent {
    static let title: LocalizedStringResource = "Show Random Crate"

    @MainActor
    func perform() async throws -> some IntentResult {
        Router.shared.show(.crate(Library.shared.randomCrateID()))
        return .result()
    }
}

struct CrateStats: Loggable {
    var logName: String { "crate-stats" }
}
