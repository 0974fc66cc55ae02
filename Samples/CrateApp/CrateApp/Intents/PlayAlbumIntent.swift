//
//  PlayAlbumIntent.swift
//  CrateApp
//
//  Starts playback of a record from the person's collection through the
//  streaming service they linked in Settings → Playback.
//

import AppIntents
import Foundation

// MARK: - Play album

/// Plays an album the person owns, using the streaming copy we matched
/// when the record was catalogued.
struct PlayAlbumIntent: AudioPlaybackIntent {
    static let title: LocalizedStringResource = "Play Album"
    static let description = IntentDescription("Plays one of your albums.")

    /// Playback happens through the system player, so the app can stay closed.
    static let openAppWhenRun = false

    @Parameter(title: "Album")
    var album: AlbumEntity

    @Parameter(title: "Shuffle", default: false)
    var shuffle: Bool

    init() {}

    init(album: AlbumEntity) {
        self.album = album
    }

    @MainActor
    func perform() async throws -> some IntentResult & ProvidesDialog {
        let release: SavedRelease? = await CrateStore.shared.release(withID: album.id)
        guard let release else {
            return .result(dialog: "I couldn't find that album in your collection.")
        }

        let useCase = PlayAlbumUseCase()
        switch await useCase.play(release, shuffled: shuffle) {
        case .played:
            return .result(
                dialog: "Playing \(album.title)\(album.artistName.isEmpty ? "" : " by \(album.artistName)")."
            )
        case .notSubscribed:
            return .result(dialog: "Sorry, playing albums needs an active streaming subscription.")
        case .notOnStreamingService:
            return .result(dialog: "Sorry, \(album.title) isn't available to stream right now.")
        }
    }
}

// MARK: - Outcome

/// What happened when we asked the player for a release.
enum PlayAlbumOutcome: Sendable {
    case played
    case notSubscribed
    case notOnStreamingService
}

// MARK: - Matching helpers

extension PlayAlbumIntent {
    /// Catalogue numbers look like "WARP 123" or "4AD-0042"; strip the label
    /// prefix before we hand the number to the streaming search.
    static func catalogueDigits(in catalogueNumber: String) -> String? {
        guard let match = catalogueNumber.firstMatch(of: #/(\d+)$/#) else {
            return nil
        }
        return String(match.output.1)
    }
}
