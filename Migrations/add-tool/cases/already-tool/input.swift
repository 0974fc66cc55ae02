import AppIntents

@AppIntent(.tool)
struct PlayAlbumIntent: AudioPlaybackIntent {
    static let title: LocalizedStringResource = "Play Album"

    @Parameter(title: "Album")
    var album: AlbumEntity

    func perform() async throws -> some IntentResult {
        try await Player.shared.play(album.id)
        return .result()
    }
}

@available(iOS 27.3, *) @AppIntent(.tool) struct StopPlaybackIntent: AppIntent {
    static let title: LocalizedStringResource = "Stop Playback"

    func perform() async throws -> some IntentResult {
        await Player.shared.stop()
        return .result()
    }
}

@AppIntent(.tool)
@available(iOS 17.0, *)
public struct NextTrackIntent: AppIntent {
    public static let title: LocalizedStringResource = "Next Track"

    public init() {}

    public func perform() async throws -> some IntentResult {
        await Player.shared.skip()
        return .result()
    }
}
