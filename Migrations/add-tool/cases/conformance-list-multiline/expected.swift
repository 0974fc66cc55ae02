import AppIntents

@AppIntent(.tool)
struct AddToQueueIntent:
    AppIntent,
    AudioPlaybackIntent,
    Sendable
{
    static let title: LocalizedStringResource = "Add to Queue"

    @Parameter(title: "Album")
    var album: AlbumEntity

    func perform() async throws -> some IntentResult {
        await Player.shared.enqueue(album.id)
        return .result()
    }
}

struct ClearQueueIntent: AppIntent,
                         AudioPlaybackIntent {
    static let title: LocalizedStringResource = "Clear Queue"

    func perform() async throws -> some IntentResult {
        await Player.shared.clearQueue()
        return .result()
    }
}
