import AppIntents

struct ReorderPlaylistIntent: AppIntent {
    static let title: LocalizedStringResource = "Reorder Playlist"

    @Parameter(title: "Playlist")
    var playlist: PlaylistEntity

    func perform() async throws -> some IntentResult {
        try Library.shared.sortByArtist(playlist.id)
        return .result()
    }
}

struct ShufflePlaylistIntent: AppIntent {
    static let title: LocalizedStringResource = "Shuffle Playlist"
    static let description = IntentDescription("Plays the playlist in random order.")

    @Parameter(title: "Playlist")
    var playlist: PlaylistEntity

    func perform() async throws -> some IntentResult {
        try await Player.shared.shuffle(playlist.id)
        return .result()
    }
}
