import AppIntents

/// A `Result`'s `.failure(let error)` case is where the error went, like a catch: its text returned as success is
/// thrown on, and so is a bare result there.
struct AddEventIntent: AppIntent {
    static let title: LocalizedStringResource = "Add Event"

    @Parameter(title: "Title")
    var name: String

    func perform() async throws -> some IntentResult & ProvidesDialog {
        switch await Planner.shared.add(named: name) {
        case .success(let event):
            return .result(dialog: "Added \(event.title).")
        case .failure(let error):
            throw AddEventIntentError.failure("\(error.localizedDescription)")
        }
    }
}

enum AddEventIntentError: Error, CustomLocalizedStringResourceConvertible {
    case failure(LocalizedStringResource)

    var localizedStringResource: LocalizedStringResource {
        switch self {
        case let .failure(message): message
        }
    }
}

struct SyncCalendarIntent: AppIntent {
    static let title: LocalizedStringResource = "Sync Calendar"

    func perform() async throws -> some IntentResult {
        let outcome = await Planner.shared.sync()
        switch outcome {
        case let .failure(error):
            Log.shared.record(error)
            throw error
        case .success:
            return .result()
        }
    }
}

/// An app's own outcome whose failure case carries a message, not an error (`.failure(let message)`): a switch case as
/// any other, never `throw message`; this one logs and says nothing, left.
struct ImportFeedIntent: AppIntent {
    static let title: LocalizedStringResource = "Import Feed"

    func perform() async throws -> some IntentResult {
        switch await Feeds.shared.importLatest() {
        case .failure(let message):
            Log.shared.note(message)
            return .result()
        case .success:
            return .result()
        }
    }
}

/// A status that is named "failure" but is the answer to a question binds no error: judged as before, left.
struct LastBackupIntent: AppIntent {
    static let title: LocalizedStringResource = "Last Backup Status"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        switch Backups.shared.lastStatus {
        case .failure:
            return .result(dialog: "The last backup did not finish.")
        case .success:
            return .result(dialog: "The last backup finished.")
        }
    }
}
