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

struct PlayRandomCrateIntent: CrateIntent {
    static let title: LocalizedStringResource = "Play Random Crate"

    @MainActor
    func perform() async throws -> some IntentResult {
        Player.shared.play(crateID: Library.shared.randomCrateID())
        return .result()
    }
}

struct CrateStats: Loggable {
    var logName: String { "crate-stats" }
}
