import AppIntents

enum CrateIntents {
	@AppIntent(.tool)
	struct RenameCrateIntent: AppIntent {
		static let title: LocalizedStringResource = "Rename Crate"
		static let description = IntentDescription("TODO: describe what Rename Crate does, for someone who has never opened the app")

		@Parameter(
			title: "Crate",
			description: "TODO: describe the Crate parameter for someone who doesn't know the app",
			requestValueDialog: "Which crate?"
		)
		var crate: CrateEntity

		@Parameter(title: "New Name", description: "TODO: describe the New Name parameter for someone who doesn't know the app")
		var name: String

		func perform() async throws -> some IntentResult {
			try await Library.shared.rename(crate.id, to: name)
			return .result()
		}
	}

	@AppIntent(.tool)
	struct SortCratesIntent: AppIntent {
		static let description = IntentDescription("TODO: describe what sort crates does, for someone who has never opened the app")
	}
}

struct ShelfEntity: IndexedEntity {
	static let typeDisplayRepresentation: TypeDisplayRepresentation = "Shelf"
	static let defaultQuery = ShelfQuery()

	let id: UUID

	@Property(
		title: "Label",
		description: "TODO: describe Label for someone who doesn't know the app"
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
