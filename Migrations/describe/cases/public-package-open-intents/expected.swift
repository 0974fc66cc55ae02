import AppIntents

@AppIntent(.tool)
public struct PlayAlbumIntent: AppIntent {
    public static let title: LocalizedStringResource = "Play Album"
    public static let description = IntentDescription("TODO: describe what Play Album does, for someone who has never opened the app")

    @Parameter(title: "Album", description: "TODO: describe the Album parameter for someone who doesn't know the app")
    public var album: AlbumEntity

    public init() {}

    public func perform() async throws -> some IntentResult {
        try await Player.shared.play(album.id)
        return .result()
    }
}

@AppIntent(.tool)
open class QueueAlbumIntent: AppIntent {
    public static let description = IntentDescription("TODO: describe what queue album does, for someone who has never opened the app")
    @Parameter(title: "Album", description: "TODO: describe the Album parameter for someone who doesn't know the app")
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
    package static let description = IntentDescription("TODO: describe what Clear Queue does, for someone who has never opened the app")

    package init() {}

    package func perform() async throws -> some IntentResult {
        await Player.shared.clearQueue()
        return .result()
    }
}

@available(iOS 17.0, *) @AppIntent(.tool) struct SkipTrackIntent: AppIntent {
    static let title: LocalizedStringResource = "Skip Track"
    static let description = IntentDescription("TODO: describe what Skip Track does, for someone who has never opened the app")

    public init() {}

    public func perform() async throws -> some IntentResult {
        await Player.shared.skip()
        return .result()
    }
}

extension QueueAlbumIntent {
    public static var title: LocalizedStringResource { "Queue Album" }
}
