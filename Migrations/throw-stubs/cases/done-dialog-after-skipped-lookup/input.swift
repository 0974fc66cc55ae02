import AppIntents

/// The whole work is the lookup's block: when the plant isn't found nothing is removed, and the dialog still says it was.
struct RemovePlantIntent: AppIntent {
    static let title: LocalizedStringResource = "Remove Plant"

    @Parameter(title: "Plant")
    var plantName: String

    func perform() async throws -> some IntentResult & ProvidesDialog {
        if let plant = Garden.shared.plant(named: plantName) {
            Garden.shared.remove(plant)
        }
        return .result(dialog: "Removed \(plantName).")
    }
}

/// The work is done first; the lookup after it only adds an extra step: its answer is true either way.
struct WaterPlantIntent: AppIntent {
    static let title: LocalizedStringResource = "Water Plant"

    @Parameter(title: "Plant")
    var plantName: String

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let entry = Garden.shared.logWatering(plantName)
        if let reminder = Garden.shared.reminder(for: plantName) {
            Garden.shared.snooze(reminder)
        }
        return .result(dialog: "Watered \(entry.plantName).")
    }
}
