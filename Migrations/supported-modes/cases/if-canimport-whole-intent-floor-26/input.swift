import AppIntents

#if canImport(UIKit)
import UIKit

struct ShareAlbumArtIntent: AppIntent {
    static let title: LocalizedStringResource = "Share Album Art"
    static var openAppWhenRun: Bool { true }

    @Parameter(title: "Album")
    var album: AlbumEntity

    @MainActor
    func perform() async throws -> some IntentResult {
        let image = UIImage(named: album.artworkName)
        ShareSheet.present(image)
        return .result()
    }
}
#endif
