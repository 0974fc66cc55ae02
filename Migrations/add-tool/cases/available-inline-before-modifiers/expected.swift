import AppIntents

@available(iOS 17, *) @AppIntent(.tool) public struct StartListeningSessionIntent: AppIntent, ForegroundContinuableIntent {
    public static let title: LocalizedStringResource = "Start Listening Session"

    public init() {}

    public func perform() async throws -> some IntentResult {
        guard await Session.shared.isReady else {
            throw needsToContinueInForegroundError()
        }
        try await Session.shared.start()
        return .result()
    }
}

@available(iOS 17.0, macOS 14.0, *) @MainActor @AppIntent(.tool) public final class RateAlbumIntent: AppIntent {
    public static let title: LocalizedStringResource = "Rate Album"

    @Parameter(title: "Album")
    public var album: AlbumEntity

    @Parameter(title: "Stars", inclusiveRange: (0, 5))
    public var stars: Int

    public required init() {}

    public func perform() async throws -> some IntentResult {
        try Library.shared.rate(album.id, stars: stars)
        return .result()
    }
}
