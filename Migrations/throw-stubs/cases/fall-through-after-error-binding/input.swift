import AppIntents

struct MuteRemindersIntent: AppIntent {
    static let title: LocalizedStringResource = "Mute Reminders"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        // The `if let` binds an error: it returns on failure, so falling through is the success.
        if let error = await ReminderCenter.shared.muteAll() {
            return .result(dialog: "Couldn't mute them: \(error)")
        }
        return .result(dialog: "Done. You will no longer get reminders.")
    }
}

struct ArchiveFinishedIntent: AppIntent {
    static let title: LocalizedStringResource = "Archive Finished Albums"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        // The only return inside the `if let` belongs to a closure: the `if` itself doesn't return.
        if let finished = await Library.shared.finishedAlbums() {
            finished.forEach { (album: ArchivedAlbum) in
                guard !album.isPinned else { return }
                album.archive()
            }
        }
        return .result(dialog: "Archived. Finished albums are no longer in your crates.")
    }
}

final class ArchivedAlbum: Sendable {
    let isPinned = false
    func archive() {}
}
