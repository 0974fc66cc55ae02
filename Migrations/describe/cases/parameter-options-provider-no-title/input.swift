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

    @Parameter(optionsProvider: GenreOptionsProvider())
    var genre: String

    @Parameter(default: "1970s", optionsProvider: DecadeOptionsProvider()) var decade: String

    func perform() async throws -> some IntentResult {
        try await Player.shared.playGenre(genre, decade: decade)
        return .result()
    }
}
