import AppIntents
import TipKit

// An intent in a file that imports TipKit: its parameters are written `@AppIntents.Parameter`.
@AppIntent(.tool)
struct PlayMoodIntent: AppIntent {
    static let title: LocalizedStringResource = "Play Mood"
    static let description = IntentDescription("Plays records from the person's collection that fit a mood.")

    @AppIntents.Parameter(title: "Mood")
    var mood: String

    @AppIntents.Parameter
    var limit: Int?

    @Parameter static var lastMood: String = ""

    func perform() async throws -> some IntentResult {
        try await Player.shared.play(mood: mood, limit: limit)
        return .result()
    }
}
