import AppIntents

// Écoute — lecture aléatoire 🎶 (ne pas traduire « Crate »)
struct LectureAleatoireIntent: AppIntent {
    static let title: LocalizedStringResource = "Lecture aléatoire"
    static let description = IntentDescription("Joue un album au hasard — « surprise » 🎲")

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let album = try await Player.shared.playRandom()
        return .result(dialog: "C’est parti : \(album.title) ✨")
    }
}

/// 最近追加したアルバムを表示します。
struct CaféPlaylistIntent: AppIntent {
    static let title: LocalizedStringResource = "Café-Playlist öffnen"

    func perform() async throws -> some IntentResult {
        try await Player.shared.play(playlist: "Café 😴 Müde")
        return .result()
    }
}
