import AppIntents
import SwiftUI

struct LogListenIntent: AppIntent {
    static let title: LocalizedStringResource = "Log a Listen"

    @Parameter(title: "Album")
    var album: AlbumEntity

    func perform() async throws -> some IntentResult & ProvidesDialog & ShowsSnippetView {
        guard let record = await Library.shared.record(for: album.id) else {
            throw LogListenIntentError.failure("Couldn't find '\(album.title)'. It may have been sold.")
        }
        guard record.isPlayable else {
            return .result(dialog: "That pressing isn't available to log.") { Text("Unavailable") }
        }
        await record.logListen()
        return .result(dialog: "Logged \(album.title).") {
            ListenSnippet(title: album.title)
        }
    }
}

enum LogListenIntentError: Error, CustomLocalizedStringResourceConvertible {
    case failure(LocalizedStringResource)

    var localizedStringResource: LocalizedStringResource {
        switch self {
        case let .failure(message): message
        }
    }
}

struct ListenSnippet: View {
    let title: String
    var body: some View { Text(title) }
}
