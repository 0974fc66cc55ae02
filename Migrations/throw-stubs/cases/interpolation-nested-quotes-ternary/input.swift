import AppIntents

struct PlayTrackIntent: AudioPlaybackIntent {
    static let title: LocalizedStringResource = "Play Track"

    @Parameter(title: "Track")
    var track: TrackEntity

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let a = track.title
        let b = track.artist ?? ""
        if await Player.shared.play(track.id) {
            return .result(dialog: "Playing \(a)\(b != "" ? " by \(b)" : "").")
        } else {
            return .result(dialog: "\(a)\(b != "" ? " by \(b)" : "") couldn't play")
        }
    }
}
