import AppIntents

struct DownloadArtworkIntent: AppIntent {
    static let title: LocalizedStringResource = "Download Artwork"

    @Parameter(title: "Album")
    var album: AlbumEntity

    func perform() async throws -> some IntentResult & ProvidesDialog {
        do {
            let data = try await ArtworkClient.shared.download(album.artworkURL)
            if data.isEmpty {
                throw DownloadArtworkIntentError.failure("The artwork download failed.")
            }
            try ArtworkCache.shared.store(data, for: album.id)
        } catch let e as URLError {
            throw DownloadArtworkIntentError.failure("Network error (\(e.code.rawValue)). Try again later.")
        }
        return .result(dialog: "Saved the artwork for \(album.title).")
    }
}

enum DownloadArtworkIntentError: Error, CustomLocalizedStringResourceConvertible {
    case failure(LocalizedStringResource)

    var localizedStringResource: LocalizedStringResource {
        switch self {
        case let .failure(message): message
        }
    }
}
