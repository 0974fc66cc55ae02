import AppIntents

enum CrateIntents {
	struct ShuffleCrateIntent: AppIntent {
		static let title: LocalizedStringResource = "Shuffle Crate"
		static var openAppWhenRun: Bool {
			false
		}

		@Parameter(title: "Crate")
		var crate: CrateEntity

		func perform() async throws -> some IntentResult {
			try await Player.shared.shuffle(crate: crate.id)
			return .result()
		}
	}

	struct OpenCrateIntent: AppIntent {
		static let title: LocalizedStringResource = "Open Crate"
		static let openAppWhenRun: Bool = true	// show it

		@MainActor
		func perform() async throws -> some IntentResult {
			Router.shared.show(.crates)
			return .result()
		}
	}
}
