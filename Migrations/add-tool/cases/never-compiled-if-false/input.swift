import AppIntents

// An old version kept in the file but out of every build: nothing to mark.
#if false
struct LegacyRateAlbumIntent: AppIntent {
    static let title: LocalizedStringResource = "Rate Album"

    func perform() async throws -> some IntentResult {
        await Ratings.shared.rate(5)
        return .result()
    }
}
#endif

// Its enclosing type is out of every build too.
#if false
enum OldIntents {
    struct SkipTrackIntent: AppIntent {
        static let title: LocalizedStringResource = "Skip Track"

        func perform() async throws -> some IntentResult {
            await Player.shared.skip()
            return .result()
        }
    }
}
#endif
