import AppIntents

enum CrateIntents {
	struct ShuffleCrateIntent: AppIntent {
		static let title: LocalizedStringResource = "Shuffle Crate"
		static var supportedModes: IntentModes { .background }

		@Parameter(title: "Crate")
		var crate: CrateEntity

		func perform() async throws -> some IntentResult {
			try await Player.shared.shuffle(crate: crate.id)
			return .result()
		}
	}

	struct OpenCrateIntent: AppIntent {
		static let title: LocalizedStringResource = "Open Crate"
		static var supportedModes: IntentModes { .foreground }	// show it

		@MainActor
		func perform() async throws -> some IntentResult {
			Router.shared.show(.crates)
			return .result()
		}
	}
}
