import AppIntents

struct LikeTrackIntent: AppIntent {
	static let title: LocalizedStringResource = "Like Track"
	static let description = IntentDescription("Loves the current track on Last.fm – “♥”.")

	func perform() async throws -> some IntentResult & ProvidesDialog {
		guard await LastFM.shared.isSignedIn else {
			throw LikeTrackIntentError.failure("You’re not signed in to Last.fm.")
		}
		guard let track = Player.shared.currentTrack else {
			return .result(dialog: "Nothing is playing.")
		}
		await LastFM.shared.love(track)
		return .result(dialog: "Loved “\(track.title)” ♥")
	}
}

enum LikeTrackIntentError: Error, CustomLocalizedStringResourceConvertible {
	case failure(LocalizedStringResource)

	var localizedStringResource: LocalizedStringResource {
		switch self {
		case let .failure(message): message
		}
	}
}
