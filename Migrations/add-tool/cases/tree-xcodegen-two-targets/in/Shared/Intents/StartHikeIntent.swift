import AppIntents

struct StartHikeIntent: AppIntent {
    static let title: LocalizedStringResource = "Start Hike"

    @Parameter(title: "Trail")
    var trail: TrailEntity

    func perform() async throws -> some IntentResult & ProvidesDialog {
        try await HikeRecorder.shared.start(on: trail.id)
        return .result(dialog: "Recording your hike on \(trail.name).")
    }
}
