import AppIntents
import Foundation

struct TakeDoseIntent: AppIntent {
    static let title: LocalizedStringResource = "Take Dose"

    @Parameter(title: "Medication")
    var name: String

    func perform() async throws -> some IntentResult {
        // When no medication has that name, the dose is skipped and the same success returns: a warning, since a
        // lookup that finds nothing is most often a failure.
        if let medication = Cabinet.shared.medication(named: name) {
            medication.recordDose()
        }
        return .result()
    }
}

struct RememberSoundIntent: AppIntent {
    static let title: LocalizedStringResource = "Remember Sound"

    @Parameter(title: "Sound")
    var sound: String

    func perform() async throws -> some IntentResult {
        // An App Group's defaults are set-up, not a lookup the person asked for: a note.
        if let defaults = UserDefaults(suiteName: "group.example.sounds") {
            defaults.set(sound, forKey: "pendingSound")
        }
        return .result()
    }
}

struct LogWaterIntent: AppIntent {
    static let title: LocalizedStringResource = "Log Water"

    @Parameter(title: "Glass")
    var glass: Int?

    func perform() async throws -> some IntentResult {
        // An optional parameter unwrapped as it is: left out, there is nothing to do (a note).
        if let glass = glass {
            Cabinet.shared.logWater(glass)
        }
        return .result()
    }
}

struct FinishDoseIntent: AppIntent {
    static let title: LocalizedStringResource = "Finish Dose"

    @Parameter(title: "Medication")
    var name: String?

    func perform() async throws -> some IntentResult {
        // A parameter as it is, then a lookup: when the lookup finds nothing, the dose is skipped (a warning).
        if let name, let medication = Cabinet.shared.medication(named: name) {
            medication.recordDose()
        }
        return .result()
    }
}

final class Medication: Sendable {
    func recordDose() {}
}

final class Cabinet: Sendable {
    static let shared = Cabinet()
    func medication(named name: String) -> Medication? { nil }
    func logWater(_ size: Int) {}
}
