import AppIntents

struct AddToCrateIntent:
    AppIntent,
    PredictableIntent
{
    static let title: LocalizedStringResource = "Add to Crate"
    static var openAppWhenRun: Bool = false

    @Parameter(title: "Album")
    var album: AlbumEntity

    static var predictionConfiguration: some IntentPredictionConfiguration {
        IntentPrediction(parameters: (\.$album)) { album in
            DisplayRepresentation(title: "Add \(album) to your crate")
        }
    }

    func perform() async throws -> some IntentResult {
        try Library.shared.addToDefaultCrate(album.id)
        return .result()
    }
}
