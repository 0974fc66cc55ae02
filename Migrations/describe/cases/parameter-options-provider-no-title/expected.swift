import AppIntents

struct GenreOptionsProvider: DynamicOptionsProvider {
    func results() async throws -> [String] {
        try await Library.shared.genres()
    }
}

@AppIntent(.tool)
struct PlayGenreIntent: AppIntent {
    static let title: LocalizedStringResource = "Play Genre"
    static let description = IntentDescription("Plays random albums of one genre from the person's own record collection.")

    @Parameter(description: "TODO: describe the genre parameter for someone who doesn't know the app", optionsProvider: GenreOptionsProvider())
    var genre: String

    @Parameter(description: "TODO: describe the decade parameter for someone who doesn't know the app", default: "1970s", optionsProvider: DecadeOptionsProvider()) var decade: String

    func perform() async throws -> some IntentResult {
        try await Player.shared.playGenre(genre, decade: decade)
        return .result()
    }
}
