import AppIntents
import TipKit

// With TipKit imported, `@Parameter` is TipKit's macro: the intent's own parameters are spelled
// `@AppIntents.Parameter`, and TipKit's rule parameters (static, `.transient`) sit beside them.
@AppIntent(.tool)
struct PlayRandomAlbumsIntent: AppIntent {
    static let title: LocalizedStringResource = "Play Random Albums"
    static let description = IntentDescription("Plays albums picked at random from the person's own record collection.")

    @AppIntents.Parameter(description: "How many albums to play in a row, from 1 to 20", default: 5)
    var count: Int

    @Parameter(.transient)
    static var preview: Bool = false

    @Parameter static var lastCount: Int = 5

    @AppIntents.Parameter(title: "Crate", description: "A crate the person made in the app; all records when empty", default: nil)
    var crate: CrateEntity?

    func perform() async throws -> some IntentResult {
        try await Player.shared.playRandom(count: count, from: crate?.id)
        return .result()
    }
}
