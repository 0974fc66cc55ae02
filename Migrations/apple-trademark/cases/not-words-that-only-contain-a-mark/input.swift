import AppIntents

@AppIntent(.tool)
struct TuneStation: AppIntent {
    static let title: LocalizedStringResource = "Tune to Sirius"
    static let description = IntentDescription("Tunes the radio to a station, such as SiriusXM, on iPadOS or macOS. Works on a Mac, at home and in the car.")

    @Parameter(title: "Station", description: "The station's name or frequency, like 101.1")
    var station: String

    func perform() async throws -> some IntentResult {
        // Apple Music isn't involved here, and the dialog may name it.
        return .result(dialog: "Tuned. Not on Apple Music.")
    }
}
