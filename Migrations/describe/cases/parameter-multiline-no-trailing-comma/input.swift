import AppIntents

@AppIntent(.tool)
struct PlayAlbumIntent: AppIntent {
    static let title: LocalizedStringResource = "Play Album"
    static let description = IntentDescription("Plays an album the person owns in their Vinyl Crate collection, from the first track.")

    @Parameter(
        title: "Album",
        requestValueDialog: "Which album would you like to play?"
    )
    var album: AlbumEntity

    @Parameter(
        title: "Query"
    )
    var query: String?

    @Parameter(
        default: "Living Room",
        optionsProvider: SpeakerOptionsProvider()
    )
    var speaker: String

    @Parameter(
      title: "Start Track",
      default: 1,
      inclusiveRange: (1, 99)
    )
    var startTrack: Int

    func perform() async throws -> some IntentResult {
        try await Player.shared.play(album.id, on: speaker, from: startTrack)
        return .result()
    }
}
