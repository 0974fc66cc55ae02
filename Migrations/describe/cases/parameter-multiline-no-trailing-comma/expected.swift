import AppIntents

@AppIntent(.tool)
struct PlayAlbumIntent: AppIntent {
    static let title: LocalizedStringResource = "Play Album"
    static let description = IntentDescription("Plays an album the person owns in their Vinyl Crate collection, from the first track.")

    @Parameter(
        title: "Album",
        description: "TODO: describe the Album parameter for someone who doesn't know the app",
        requestValueDialog: "Which album would you like to play?"
    )
    var album: AlbumEntity

    @Parameter(
        title: "Query",
        description: "TODO: describe the Query parameter for someone who doesn't know the app"
    )
    var query: String?

    @Parameter(
        description: "TODO: describe the speaker parameter for someone who doesn't know the app",
        default: "Living Room",
        optionsProvider: SpeakerOptionsProvider()
    )
    var speaker: String

    @Parameter(
      title: "Start Track",
      description: "TODO: describe the Start Track parameter for someone who doesn't know the app",
      default: 1,
      inclusiveRange: (1, 99)
    )
    var startTrack: Int

    func perform() async throws -> some IntentResult {
        try await Player.shared.play(album.id, on: speaker, from: startTrack)
        return .result()
    }
}
