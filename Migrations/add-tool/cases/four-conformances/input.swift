import AppIntents
import Foundation

public struct PlayAlbumIntent: AppIntent, AudioPlaybackIntent, PredictableIntent, Equatable, Sendable {
    public static let title: LocalizedStringResource = "Play Album"

    @Parameter(title: "Album")
    public var album: AlbumEntity

    public init() {}

    public static var predictionConfiguration: some IntentPredictionConfiguration {
        IntentPrediction(parameters: (\.$album)) { album in
            DisplayRepresentation(title: "Play \(album)")
        }
    }

    public func perform() async throws -> some IntentResult {
        try await Player.shared.play(album.id)
        return .result()
    }

    public static func == (lhs: PlayAlbumIntent, rhs: PlayAlbumIntent) -> Bool {
        lhs.album.id == rhs.album.id
    }
}
