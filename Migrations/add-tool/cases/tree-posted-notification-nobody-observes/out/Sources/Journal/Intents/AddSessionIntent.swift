import AppIntents
import Foundation

/// Hands the new session to the app by a notification, but nothing in the app observes it: the session is never added.
struct AddSessionIntent: AppIntent {
    static let title: LocalizedStringResource = "Add Session"

    @Parameter(title: "Title")
    var name: String

    func perform() async throws -> some IntentResult {
        await MainActor.run {
            NotificationCenter.default.post(name: .addSession, object: nil, userInfo: ["title": name])
        }
        return .result()
    }
}
