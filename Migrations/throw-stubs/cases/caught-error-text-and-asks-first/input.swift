import AppIntents

// A catch that speaks the error it caught is a failure: the error is thrown on, and Siri says the same message.
struct ImportCrateListIntent: AppIntent {
    static let title: LocalizedStringResource = "Import Crate List"

    @Parameter(title: "List")
    var list: String

    func perform() async throws -> some IntentResult & ProvidesDialog {
        do {
            let count = try await CrateStore.shared.importList(list)
            return .result(dialog: "Imported \(count) crates.")
        } catch let importError {
            return .result(dialog: "\(importError.localizedDescription)")
        }
    }
}

// A question that can't be answered until the person acts is no answer: thrown as written, in a query too.
struct CountSpinsTodayIntent: AppIntent {
    static let title: LocalizedStringResource = "How Many Spins Today"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        guard let account = SpinLog.shared.account else {
            return .result(dialog: "Please sign in to your spin log first.")
        }
        return .result(dialog: "You played \(account.spinsToday) records today.")
    }
}

// Not thrown: "please" off a failure path.
struct SuggestCrateIntent: AppIntent {
    static let title: LocalizedStringResource = "Suggest a Crate"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let crate = try await CrateStore.shared.suggestion()
        return .result(dialog: "Please enjoy \(crate.name).")
    }
}

// Sent to the app to set something up first: thrown as written.
struct GetTodaysListeningPlanIntent: AppIntent {
    static let title: LocalizedStringResource = "Get Today's Listening Plan"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        guard let plan = await CrateStore.shared.activePlan() else {
            return .result(dialog: "You don't have an active plan. Open Crates to create one.")
        }
        return .result(dialog: "Today: \(plan.title).")
    }
}

// After a success, "Open the app …" is advice: unchanged.
struct SaveListeningNoteIntent: AppIntent {
    static let title: LocalizedStringResource = "Save Listening Note"

    @Parameter(title: "Note")
    var note: String

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let count = await CrateStore.shared.saveNote(note)
        if count == 1 {
            return .result(dialog: "Saved your first note!")
        }
        return .result(dialog: "Saved. Open the app to see all your notes.")
    }
}
