import AppIntents

struct TakeDoseIntent: AppIntent {
    static let title: LocalizedStringResource = "Take Dose"

    @Parameter(title: "Medication")
    var name: String

    func perform() async throws -> some IntentResult {
        // When no medication has that name, the dose is skipped and the same success returns: a note, since an
        // `if let` is as often an optional setting applied when given.
        if let medication = Cabinet.shared.medication(named: name) {
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
}
