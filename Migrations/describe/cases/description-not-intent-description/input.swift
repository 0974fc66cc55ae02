import AppIntents

@AppIntent(.tool)
struct PlayCrateIntent: AppIntent {
    static let title: LocalizedStringResource = "Play Crate"
    static let description: LocalizedStringResource = "Open a crate in Vinyl Crate."

    @Parameter(title: "Crate", description: "One of the crates the person made in the app")
    var crate: CrateEntity

    func perform() async throws -> some IntentResult {
        try await Player.shared.play(crate: crate.id)
        return .result()
    }
}

@AppIntent(.tool)
struct PauseIntent: AppIntent {
    static let title: LocalizedStringResource = "Pause"
    public static var description: String {
        "Pauses whatever is playing."
    }

    func perform() async throws -> some IntentResult {
        await Player.shared.pause()
        return .result()
    }
}

@AppIntent(.tool)
struct ResumeIntent: AppIntent {
    static let title: LocalizedStringResource = "Resume"
    static let description = "Resumes playback where it paused."

    func perform() async throws -> some IntentResult {
        await Player.shared.resume()
        return .result()
    }
}
