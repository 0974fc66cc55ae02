import AppIntents
import WidgetKit

struct CheckoutCartIntent: AppIntent {
    static let title: LocalizedStringResource = "Check Out"

    func perform() async throws -> some IntentResult {
        try await Market.shared.checkout()
        return .result()
    }
}

@AppIntent(.tool)
struct FavoriteAlbumIntent: AppIntent {
    static let title: LocalizedStringResource = "Favorite Album"

    @Parameter(title: "Album")
    var album: AlbumEntity

    func perform() async throws -> some IntentResult & ProvidesDialog {
        try Library.shared.favorite(album.id)
        return .result(dialog: "Added to favorites")
    }
}

struct ShelfWidgetConfiguration: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Shelf"

    @Parameter(title: "Crate")
    var crate: CrateEntity?
}

struct Shelf {
    var albums: [AlbumEntity]
}

struct OpenAlbumIntent: OpenIntent {
    static let title: LocalizedStringResource = "Open Album"

    @Parameter(title: "Album")
    var target: AlbumEntity

    @MainActor
    func perform() async throws -> some IntentResult {
        Router.shared.show(.album(target.id))
        return .result()
    }
}

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
