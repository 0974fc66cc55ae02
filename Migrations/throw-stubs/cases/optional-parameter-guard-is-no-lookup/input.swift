import AppIntents

/// The guard unwraps the intent's own optional parameter: the person gave nothing, which may be the no-op the intent
/// documents (here: the filter turned off). A warning, never a rewrite.
struct PlayCrateMixIntent: AppIntent {
    static let title: LocalizedStringResource = "Play Crate Mix"

    @Parameter(title: "Crate")
    var crateName: String?

    func perform() async throws -> some IntentResult {
        guard let crateName else {
            return .result()
        }
        await Player.shared.shuffle(crateName)
        return .result()
    }
}

/// The guard looks something up: it found nothing, and the bare result is thrown.
struct PlayLastCrateIntent: AppIntent {
    static let title: LocalizedStringResource = "Play Last Crate"

    func perform() async throws -> some IntentResult {
        guard let crate = await Crates.shared.lastPlayed() else {
            return .result()
        }
        await Player.shared.play(crate)
        return .result()
    }
}
