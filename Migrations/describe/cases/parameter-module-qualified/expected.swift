import AppIntents
import TipKit

// An intent in a file that imports TipKit: its parameters are written `@AppIntents.Parameter`.
@AppIntent(.tool)
struct PlayMoodIntent: AppIntent {
    static let title: LocalizedStringResource = "Play Mood"
    static let description = IntentDescription("Plays records from the person's collection that fit a mood.")

    @AppIntents.Parameter(title: "Mood", description: "TODO: describe the Mood parameter for someone who doesn't know the app")
    var mood: String

    @AppIntents.Parameter(description: "TODO: describe the limit parameter for someone who doesn't know the app")
    var limit: Int?

    @Parameter static var lastMood: String = ""

    func perform() async throws -> some IntentResult {
        try await Player.shared.play(mood: mood, limit: limit)
        return .result()
    }
}
