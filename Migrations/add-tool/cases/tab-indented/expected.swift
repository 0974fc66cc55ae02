import AppIntents

extension CrateShortcuts {
	/// Adds an album to the wantlist.
	@AppIntent(.tool)
	struct AddToWantlistIntent: AppIntent {
		static let title: LocalizedStringResource = "Add to Wantlist"

		@Parameter(title: "Album")
		var album: AlbumEntity

		@Parameter(title: "Priority", description: "Priority rating from 0 (unrated) to 5.", default: 0)
		var priority: Int

		func perform() async throws -> some IntentResult {
			try Wantlist.shared.add(album.id, priority: priority)
			return .result()
		}
	}

	@available(iOS 17.0, *)
	struct ClearWantlistIntent: AppIntent {
		static let title: LocalizedStringResource = "Clear Wantlist"

		func perform() async throws -> some IntentResult {
			try Wantlist.shared.removeAll()
			return .result()
		}
	}
}

@AppIntent(.tool)
struct ShowWantlistIntent: AppIntent {
	static let title: LocalizedStringResource = "Show Wantlist"

	@MainActor
	func perform() async throws -> some IntentResult {
		Router.shared.show(.wantlist)
		return .result()
	}
}
