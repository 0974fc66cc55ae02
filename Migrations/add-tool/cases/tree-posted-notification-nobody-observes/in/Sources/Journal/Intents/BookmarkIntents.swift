import AppIntents
import Foundation

/// Posts a name made on the spot from its raw value; the reader's view observes the same raw value: a tool.
struct MarkPageIntent: AppIntent {
    static let title: LocalizedStringResource = "Mark Page"

    func perform() async throws -> some IntentResult {
        NotificationCenter.default.post(name: Notification.Name("journal.markPage"), object: nil)
        return .result()
    }
}

/// Posts a name made on the spot that nothing observes, by that raw value or otherwise: the page is never bookmarked.
struct BookmarkPageIntent: AppIntent {
    static let title: LocalizedStringResource = "Bookmark Page"

    func perform() async throws -> some IntentResult {
        NotificationCenter.default.post(name: NSNotification.Name("journal.bookmarkPage"), object: nil)
        return .result()
    }
}
