import AppIntents

@AppIntent(.tool)
public struct PlayAlbumIntent: AppIntent {
    public static let title: LocalizedStringResource = "Play Album"

    @Parameter(title: "Album")
    public var album: AlbumEntity

    public init() {}

    public func perform() async throws -> some IntentResult {
        try await Player.shared.play(album.id)
        return .result()
    }
}

@AppIntent(.tool)
open class QueueAlbumIntent: AppIntent {
    @Parameter(title: "Album")
    public var album: AlbumEntity

    public required init() {}

    open func perform() async throws -> some IntentResult {
        try await Player.shared.queue(album.id)
        return .result()
    }
}

@AppIntent(.tool)
package struct ClearQueueIntent: AppIntent {
    package static let title: LocalizedStringResource = "Clear Queue"

    package init() {}

    package func perform() async throws -> some IntentResult {
        await Player.shared.clearQueue()
        return .result()
    }
}

@available(iOS 17.0, *) @AppIntent(.tool) struct SkipTrackIntent: AppIntent {
    static let title: LocalizedStringResource = "Skip Track"

    public init() {}

    public func perform() async throws -> some IntentResult {
        await Player.shared.skip()
        return .result()
    }
}

extension QueueAlbumIntent {
    public static var title: LocalizedStringResource { "Queue Album" }
}
