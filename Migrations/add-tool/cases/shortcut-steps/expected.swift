import AppIntents

/// A yes-or-no question for a shortcut's If: held.
struct IsTurntableOnIntent: AppIntent {
    static let title: LocalizedStringResource = "Is Turntable On"

    func perform() async throws -> some IntentResult & ReturnsValue<Bool> {
        .result(value: await Turntable.shared.isOn)
    }
}

/// Records in, records out: held.
struct SortRecordsIntent: AppIntent {
    static let title: LocalizedStringResource = "Sort Records"

    @Parameter(title: "Records")
    var records: [AlbumEntity]

    func perform() async throws -> some IntentResult & ReturnsValue<[AlbumEntity]> {
        .result(value: records.sorted { $0.title < $1.title })
    }
}

/// A value for the next step and nothing to say: marked, flagged.
struct CountCrateRecordsIntent: AppIntent {
    static let title: LocalizedStringResource = "Count Crate Records"

    @Parameter(title: "Crate")
    var crate: CrateEntity

    func perform() async throws -> some IntentResult & ReturnsValue<Int> {
        .result(value: await Crates.shared.count(in: crate))
    }
}

/// An action that reports success as a Bool, and one that tells the person: marked, no flag.
@AppIntent(.tool)
struct StartListeningSessionIntent: AppIntent {
    static let title: LocalizedStringResource = "Start Listening Session"

    func perform() async throws -> some IntentResult & ReturnsValue<Bool> & ProvidesDialog {
        let started: Bool = await Sessions.shared.start()
        return .result(value: started, dialog: "Your listening session has started.")
    }
}

/// The tags it can take are optional: a person can say the rest; marked, flagged for the value.
@AppIntent(.tool)
struct AddCrateIntent: AppIntent {
    static let title: LocalizedStringResource = "Add Crate"

    @Parameter(title: "Name")
    var name: String

    @Parameter(title: "Tags")
    var tags: [String]?

    func perform() async throws -> some IntentResult & ReturnsValue<CrateEntity> {
        .result(value: await Crates.shared.add(name, tags: tags ?? []))
    }
}
