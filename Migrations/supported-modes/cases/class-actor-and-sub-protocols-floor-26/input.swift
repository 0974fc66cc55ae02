import AppIntents

final class QueueAlbumIntent: AppIntent, @unchecked Sendable {
    static let title: LocalizedStringResource = "Queue Album"
    static let openAppWhenRun = false

    func perform() async throws -> some IntentResult { .result() }
}

actor SessionTimerIntent: LiveActivityIntent {
    static let title: LocalizedStringResource = "Start Session Timer"
    static var openAppWhenRun: Bool { false }

    func perform() async throws -> some IntentResult { .result() }
}

struct OpenAlbumIntent: OpenIntent {
    static let title: LocalizedStringResource = "Open Album"
    static var openAppWhenRun: Bool = true

    @Parameter(title: "Album")
    var target: AlbumEntity

    @MainActor
    func perform() async throws -> some IntentResult {
        Router.shared.show(.album(target.id))
        return .result()
    }
}
