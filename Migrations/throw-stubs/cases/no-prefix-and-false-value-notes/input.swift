import AppIntents

struct EndSessionIntent: AppIntent {
    static let title: LocalizedStringResource = "End Listening Session"

    func perform() async throws -> some ReturnsValue<Bool> & ProvidesDialog {
        guard let session = SessionStore.shared.current else {
            return .result(value: true, dialog: "No active session to stop")
        }
        do {
            try await session.end()
        } catch {
            return .result(value: false, dialog: "The session is still running.")
        }
        return .result(value: true, dialog: "Session ended.")
    }
}

struct LastListenIntent: AppIntent {
    static let title: LocalizedStringResource = "Last Listen"

    func perform() async throws -> some ReturnsValue<AlbumEntity?> & ProvidesDialog {
        if let album: AlbumEntity = await PlayHistory.shared.last() {
            return .result(value: album, dialog: "You last played \(album.title).")
        } else {
            return .result(value: nil, dialog: "Nothing played today.")
        }
    }
}
