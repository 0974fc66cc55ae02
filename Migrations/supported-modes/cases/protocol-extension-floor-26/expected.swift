import AppIntents

protocol CrateIntent: AppIntent {}

extension CrateIntent {
    static var supportedModes: IntentModes { .foreground }
}

protocol Loggable {
    var logName: String { get }
}

struct ShowRandomCrateIntent: CrateIntent, Loggable {
    static let title: LocalizedStringResource = "Show Random Crate"
    var logName: String { "random-crate" }

    @MainActor
    func perform() async throws -> some IntentResult {
        Router.shared.show(.crate(Library.shared.randomCrateID()))
        return .result()
    }
}
