import AppIntents

/// What the watch says, built in one place for all its intents.
enum WatchSpeech {
    /// No snapshot synced from the phone yet: the count can't be told, and the person must act first.
    static func unreadLine() -> String {
        guard let snapshot = SnapshotStore.shared.latest() else {
            return "Open the app on your iPhone to sync first."
        }
        return "You have \(snapshot.unread) unread messages."
    }

    /// An empty list given to it is the answer itself: no lookup failed here.
    static func flaggedLine(_ subjects: [String]) -> String {
        guard !subjects.isEmpty else { return "You have no flagged messages." }
        return "Flagged: " + subjects.joined(separator: ", ") + "."
    }
}

/// The whole dialog is what the helper returns, failure text included: a warning.
struct UnreadOnWatchIntent: AppIntent {
    static let title: LocalizedStringResource = "Unread on Watch"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: "\(WatchSpeech.unreadLine())")
    }
}

/// The helper's empty answer comes from a guard that only tests the list it was given: left as a success.
struct FlaggedOnWatchIntent: AppIntent {
    static let title: LocalizedStringResource = "Flagged on Watch"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let subjects = await Mailbox.shared.flaggedSubjects()
        return .result(dialog: "\(WatchSpeech.flaggedLine(subjects))")
    }
}

/// A name inside a sentence of its own is a part of the answer, not the answer: left as a success.
struct GreetOnWatchIntent: AppIntent {
    static let title: LocalizedStringResource = "Greet on Watch"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let line = WatchSpeech.unreadLine()
        return .result(dialog: "Good morning. \(line)")
    }
}
