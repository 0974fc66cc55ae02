import AppIntents

/// Starts a listening session for the selected crate.
///
/// Used by the Listen Now App Shortcut.
@available(iOS 17.0, macOS 14.0, *)
struct StartCrateSessionIntent: AppIntent {
    static let title: LocalizedStringResource = "Start Crate Session"

    @Parameter(title: "Crate")
    var crate: CrateEntity

    func perform() async throws -> some IntentResult {
        try await Session.shared.start(crate: crate.id)
        return .result()
    }
}

/**
 Removes albums from the collection.

 - Note: The app asks for confirmation first.
 */
@available(iOS 17.0, *)
@MainActor
public struct RemoveAlbumsIntent: DeleteIntent {
    public static let title: LocalizedStringResource = "Remove Albums"

    @Parameter(title: "Albums")
    public var entities: [AlbumEntity]

    public init() {}

    public func perform() async throws -> some IntentResult {
        try await requestConfirmation()
        try Library.shared.remove(entities.map(\.id))
        return .result()
    }
}

/** Marks the album as played today. */
struct MarkPlayedIntent: AppIntent {
    static let title: LocalizedStringResource = "Mark Played"

    @Parameter(title: "Album")
    var album: AlbumEntity

    func perform() async throws -> some IntentResult {
        try Library.shared.markPlayed(album.id, on: Date.now)
        return .result()
    }
}
