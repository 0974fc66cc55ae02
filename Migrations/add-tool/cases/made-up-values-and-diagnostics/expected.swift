import AppIntents

/// Invents its answer: a stub, however real it looks.
struct GetSpinCountIntent: AppIntent {
    static let title: LocalizedStringResource = "Get Spin Count"

    func perform() async throws -> some IntentResult & ReturnsValue<Int> {
        return .result(value: Int.random(in: 1...40))
    }
}

/// A placeholder value left from a template.
struct GetFavoriteGenreIntent: AppIntent {
    static let title: LocalizedStringResource = "Get Favorite Genre"

    func perform() async throws -> some IntentResult & ReturnsValue<String> {
        .result(value: "Jazz")
    }
}

/// Diagnostics: nobody asks Siri for these.
struct CollectCrateDiagnosticsIntent: AppIntent {
    static let title: LocalizedStringResource = "Collect Crate Diagnostics"

    func perform() async throws -> some IntentResult {
        try await Diagnostics.shared.export()
        return .result()
    }
}

#if DEBUG
struct SeedSampleCratesIntent: AppIntent {
    static let title: LocalizedStringResource = "Seed Sample Crates"

    func perform() async throws -> some IntentResult {
        await Crates.shared.seedSamples()
        return .result()
    }
}
#endif

/// Picks one of the person's own albums at random: a real request, marked.
@AppIntent(.tool)
struct PlayAnyAlbumIntent: AppIntent {
    static let title: LocalizedStringResource = "Play Any Album"

    func perform() async throws -> some IntentResult {
        if let album = Crates.shared.albums.randomElement() { await Player.shared.play(album) }
        return .result()
    }
}
