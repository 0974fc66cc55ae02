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

/// The lookup searches with a closure, and names the parameter through `self`: the same.
struct RemoveBedIntent: AppIntent {
    static let title: LocalizedStringResource = "Remove Bed"

    @Parameter(title: "Bed")
    var bedName: String

    func perform() async throws -> some IntentResult & ProvidesDialog {
        if let bed = Garden.shared.beds.first(where: { $0.name == self.bedName }) {
            Garden.shared.remove(bed)
        }
        return .result(dialog: "Removed the \(bedName) bed.")
    }
}

/// The head does the work (`updateValue` returns what was there before): nil is a first nickname, a success.
struct SetNicknameIntent: AppIntent {
    static let title: LocalizedStringResource = "Set Nickname"

    @Parameter(title: "Nickname")
    var nickname: String

    func perform() async throws -> some IntentResult & ProvidesDialog {
        if let previous = Garden.shared.names.updateValue(nickname, forKey: "nickname") {
            Garden.shared.archive(previous)
        }
        return .result(dialog: "Your nickname is now \(nickname).")
    }
}

/// The head writes (`writePendingNote` gives nil when the write fails): not a lookup of what was asked for.
struct CreateNoteIntent: AppIntent {
    static let title: LocalizedStringResource = "Create Note"

    @Parameter(title: "Name")
    var name: String

    func perform() async throws -> some IntentResult & ProvidesDialog {
        if let url = Garden.shared.writePendingNote(named: name) {
            Garden.shared.remember(url)
        }
        return .result(dialog: "Created \(name).")
    }
}
