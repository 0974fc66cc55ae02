import AppIntents

struct QueueAlbumIntent: AudioPlaybackIntent {
    static let title: LocalizedStringResource = "Queue Album"

    @Parameter(title: "Album")
    var album: AlbumEntity

    func perform() async throws -> some IntentResult & ProvidesDialog {
        Task {
            guard await Scrobbler.shared.isConnected else { return }
            await Scrobbler.shared.announce(album.id)
        }
        let attempt = Task { @MainActor () -> DialogResult in
            guard Player.shared.canQueue else {
                return .result(dialog: "Sorry, the queue is full.")
            }
            Player.shared.enqueue(album.id)
            return .result(dialog: "Queued \(album.title).")
        }
        func refuse(_ reason: String) -> DialogResult {
            if reason.isEmpty {
                return .result(dialog: "Couldn't queue that album.")
            }
            return .result(dialog: "Couldn't queue that album: \(reason)")
        }
        if album.isLocked {
            return refuse("it's locked")
        }
        return try await queue(attempt)
    }

    private func queue(_ attempt: Task<DialogResult, Never>) async throws -> DialogResult {
        guard await Library.shared.contains(album.id) else {
            return .result(dialog: "I couldn't find that album.")
        }
        return await attempt.value
    }
}

/// What `.result(dialog:)` returns.
typealias DialogResult = IntentResultContainer<Never, Never, Never, IntentDialog>
