import AppIntents

public struct AddToWantlistIntent: AppIntent {
    public static let title: LocalizedStringResource = "Add to Wantlist"
    public static let openAppWhenRun: Bool = true

    @Parameter(title: "Album")
    public var album: AlbumEntity

    public init() {}

    @MainActor
    public func perform() async throws -> some IntentResult {
        try Wantlist.shared.add(album.id)
        Router.shared.show(.wantlist)
        return .result()
    }
}
