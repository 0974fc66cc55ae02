import AppIntents

#if canImport(ActivityKit)
import ActivityKit

@available(iOS 16.2, *) struct EndListeningActivityIntent: LiveActivityIntent {
    static let title: LocalizedStringResource = "End Listening Activity"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        guard let activity = Activity<ListeningAttributes>.activities.first else {
            return .result(dialog: "Couldn't find the listening activity.")
        }
        await activity.end(nil, dismissalPolicy: .immediate)
        return .result(dialog: "Ended.")
    }
}

struct ListeningAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var albumTitle: String
    }
}
#endif
