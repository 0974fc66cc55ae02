import AppIntents

enum CrateIntents {
	struct ShuffleCrateIntent: AppIntent {
		static let title: LocalizedStringResource = "Shuffle Crate"
		static var openAppWhenRun: Bool {
			false
		}
		@available(iOS 26.0, *)
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
		static let openAppWhenRun: Bool = true	// show it
		@available(iOS 26.0, *)
		static var supportedModes: IntentModes { .foreground }

		@MainActor
		func perform() async throws -> some IntentResult {
			Router.shared.show(.crates)
			return .result()
		}
	}
}
