import AppIntents

@AppIntent(.tool)
struct FindRecordIntent: AppIntent {
	static let title: LocalizedStringResource = "Find Record"
	static let description = IntentDescription(
		"""
		Searches the records in your collection by album title or artist name. \
		Genre, year, and mood don't match, and it doesn't search the Discogs store.
		""",
		categoryName: "Collection",
		searchKeywords: [
			"record",
			"vinyl",
			"album",
			"LP",
		]
	)

	@Parameter(title: "Query", description: "Text matched against album titles and artist names only")
	var query: String

	func perform() async throws -> some ReturnsValue<[AlbumEntity]> {
		.result(value: try await AlbumQuery().entities(matching: query))
	}
}

@AppIntent(.tool)
struct TagRecordIntent: AppIntent {
	static let title: LocalizedStringResource = "Tag Record"
	static var description: IntentDescription {
		IntentDescription(
			"Adds one of your own tags to a record in your collection.",
			categoryName: "Collection",
		)
	}

	@Parameter(
		title: "Record",
		description: "A record the person owns in their Vinyl Crate collection",
	)
	var record: AlbumEntity

	@Parameter(description: "A tag the person made in the app, such as Sunday Morning", default: "Favorites")
	var tag: String

	func perform() async throws -> some IntentResult {
		try await Library.shared.tag(record.id, with: tag)
		return .result()
	}
}
