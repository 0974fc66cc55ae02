import AppIntents

struct MeasurePHIntent: MeasurementIntent {
    static let title: LocalizedStringResource = "Measure pH"
    static var openAppWhenRun: Bool { true }

    @MainActor
    func perform() async throws -> some IntentResult & ProvidesDialog {
        let reading = try await Probe.shared.read(quantity: "pH")
        return .result(dialog: "The pH is \(reading.formatted()).")
    }
}
