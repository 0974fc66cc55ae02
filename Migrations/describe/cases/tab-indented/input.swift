import AppIntents

enum CrateIntents {
	@AppIntent(.tool)
	struct RenameCrateIntent: AppIntent {
		static let title: LocalizedStringResource = "Rename Crate"

		@Parameter(
			title: "Crate",
			requestValueDialog: "Which crate?"
		)
		var crate: CrateEntity

		@Parameter(title: "New Name")
		var name: String

		func perform() async throws -> some IntentResult {
			try await Library.shared.rename(crate.id, to: name)
			return .result()
		}
	}

	@AppIntent(.tool)
	struct SortCratesIntent: AppIntent {}
}

struct ShelfEntity: IndexedEntity {
	static let typeDisplayRepresentation: TypeDisplayRepresentation = "Shelf"
	static let defaultQuery = ShelfQuery()

	let id: UUID

	@Property(
		title: "Label"
	)
	var label: String

	var displayRepresentation: DisplayRepresentation { "\(label)" }
}

extension CrateIntents.SortCratesIntent {
	static let title: LocalizedStringResource = "Sort Crates"

	func perform() async throws -> some IntentResult {
		.result()
	}
}
