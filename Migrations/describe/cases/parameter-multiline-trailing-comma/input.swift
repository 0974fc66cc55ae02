import AppIntents

@AppIntent(.tool)
struct SearchCollectionIntent: AppIntent {
    static let title: LocalizedStringResource = "Search Collection"

    @Parameter(
        title: "Query",
        requestValueDialog: "What should I look for?",
    )
    var query: String

    @Parameter(
        title: "Limit",
    )
    var limit: Int?

    @Parameter(
        default: "Jazz",
        optionsProvider: GenreOptionsProvider(),
    )
    var genre: String

    func perform() async throws -> some ReturnsValue<[AlbumEntity]> {
        .result(value: try await Library.shared.albums(matching: query, genre: genre, limit: limit))
    }
}
