import AppIntents

final class QueueAlbumIntent: AppIntent, @unchecked Sendable {
    static let title: LocalizedStringResource = "Queue Album"
    static var supportedModes: IntentModes { .background }

    func perform() async throws -> some IntentResult { .result() }
}

actor SessionTimerIntent: LiveActivityIntent {
    static let title: LocalizedStringResource = "Start Session Timer"
    static var supportedModes: IntentModes { .background }

    func perform() async throws -> some IntentResult { .result() }
}

struct OpenAlbumIntent: OpenIntent {
    static let title: LocalizedStringResource = "Open Album"
    static var supportedModes: IntentModes { .foreground }

    @Parameter(title: "Album")
    var target: AlbumEntity

    @MainActor
    func perform() async throws -> some IntentResult {
        Router.shared.show(.album(target.id))
        return .result()
    }
}
