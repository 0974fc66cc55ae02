import AppIntents
import Foundation

// struct CommentedOutIntent: AppIntent {
//     static let title: LocalizedStringResource = "Commented Out"
// }

/* Old code:
   /* nested */ struct RemovedIntent: AppIntent {}
*/

/// Logs every AppIntent that runs, e.g. `struct PlayIntent: AppIntent`.
struct IntentLogger {
    static let template = "struct GeneratedIntent: AppIntent {}"

    static let swiftSource = """
        struct QuotedIntent: AppIntent {
            static let title: LocalizedStringResource = "Quoted"
        }
        """

    static let declaration = /struct (\w+): AppIntent \{/

    static let raw = #"struct RawIntent: AudioPlaybackIntent { "x" }"#

    func log(_ name: String) {
        print("ran \(name): AppIntent")
    }
}
