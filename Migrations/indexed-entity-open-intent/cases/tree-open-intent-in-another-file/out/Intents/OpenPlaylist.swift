import AppIntents

protocol OpensFromSearch: OpenIntent {}

struct OpenPlaylist: OpensFromSearch {
    static let title: LocalizedStringResource = "Open Playlist"
    @Parameter(title: "Playlist")
    var target: PlaylistEntity
    func perform() async throws -> some IntentResult { .result() }
}
