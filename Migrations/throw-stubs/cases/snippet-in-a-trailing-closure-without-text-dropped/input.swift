import AppIntents
import SwiftUI

struct LogListenIntent: AppIntent {
    static let title: LocalizedStringResource = "Log a Listen"

    @Parameter(title: "Album")
    var album: AlbumEntity

    func perform() async throws -> some IntentResult & ProvidesDialog & ShowsSnippetView {
        guard let record = await Library.shared.record(for: album.id) else {
            return .result(dialog: "Couldn't find '\(album.title)'. It may have been sold.") {
                EmptyView()
            }
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

struct ListenSnippet: View {
    let title: String
    var body: some View { Text(title) }
}
