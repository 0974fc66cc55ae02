import AppIntents

struct ShowAlbumIntent: AppIntent {
    static let title: LocalizedStringResource = "Show Album"
    var openAppWhenRun: Bool { true }

    @Parameter(title: "Album")
    var album: AlbumEntity

    @MainActor
    func perform() async throws -> some IntentResult {
        let openAppWhenRun = false
        if openAppWhenRun { Router.shared.show(.album(album.id)) }
        return .result()
    }
}

final class QueueAlbumIntent: AppIntent, @unchecked Sendable {
    static let title: LocalizedStringResource = "Queue Album"
    let openAppWhenRun = false

    func perform() async throws -> some IntentResult { .result() }
}
