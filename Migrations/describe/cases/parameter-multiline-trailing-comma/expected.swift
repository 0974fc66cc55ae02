import AppIntents

@AppIntent(.tool)
struct SearchCollectionIntent: AppIntent {
    static let title: LocalizedStringResource = "Search Collection"
    static let description = IntentDescription("TODO: describe what Search Collection does, for someone who has never opened the app")

    @Parameter(
        title: "Query",
        description: "TODO: describe the Query parameter for someone who doesn't know the app",
        requestValueDialog: "What should I look for?",
    )
    var query: String

    @Parameter(
        title: "Limit",
        description: "TODO: describe the Limit parameter for someone who doesn't know the app",
    )
    var limit: Int?

    @Parameter(
        description: "TODO: describe the genre parameter for someone who doesn't know the app",
        default: "Jazz",
        optionsProvider: GenreOptionsProvider(),
    )
    var genre: String

    func perform() async throws -> some ReturnsValue<[AlbumEntity]> {
        .result(value: try await Library.shared.albums(matching: query, genre: genre, limit: limit))
    }
}
