import AppIntents

@AppIntent(schema: .audio.playAudio)
struct PlayAudio {
    static let title: LocalizedStringResource = "Play on HomePod"
    func perform() async throws -> some IntentResult { .result() }
}

extension PlayAlbum {
    static let description = IntentDescription("Plays the album, also on FaceTime calls.")
}

struct PlayAlbum: AppIntent {
    static let title: LocalizedStringResource = "Play Album"
    func perform() async throws -> some IntentResult { .result() }
}
