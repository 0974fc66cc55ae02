import AppIntents

struct DownloadArtworkIntent: AppIntent {
    static let title: LocalizedStringResource = "Download Artwork"

    @Parameter(title: "Album")
    var album: AlbumEntity

    func perform() async throws -> some IntentResult & ProvidesDialog {
        do {
            let data = try await ArtworkClient.shared.download(album.artworkURL)
            if data.isEmpty {
                return .result(dialog: "The artwork download failed.")
            }
            try ArtworkCache.shared.store(data, for: album.id)
        } catch let e as URLError {
            return .result(dialog: "Network error (\(e.code.rawValue)). Try again later.")
        }
        return .result(dialog: "Saved the artwork for \(album.title).")
    }
}
