import AppIntents

struct RemoveAlbumIntent: AppIntent {
    static let title: LocalizedStringResource = "Remove Album"

    @Parameter(title: "Album")
    var album: AlbumEntity

    func perform() async throws -> some IntentResult & ProvidesDialog {
        // return .result(dialog: "I couldn't remove that album.")
        let note = "if x { return .result(dialog: \"Sorry, that failed.\") }"
        Log.debug(note)
        await Library.shared.remove(album.id)
        return .result(dialog: "Sorry to see it go. Removed \(album.title).")
    }
}

struct ScrobbleJob: Sendable {
    let albumID: String

    func perform() async -> JobResult {
        guard await Scrobbler.shared.isConnected else {
            return .result(dialog: "Scrobble failed: not signed in.")
        }
        return .result(dialog: "Scrobbled.")
    }
}

struct CrateSummaryIntent: AppIntent {
    static let title: LocalizedStringResource = "Crate Summary"

    static func perform() async throws -> some IntentResult & ProvidesDialog {
        if Library.shared.isEmpty {
            return .result(dialog: "Sorry, there are no crates.")
        }
        return .result(dialog: "You have crates.")
    }

    func perform() async throws -> some IntentResult & ProvidesDialog {
        while await Library.shared.isSyncing {
            try await Task.sleep(for: .seconds(1))
        }
        return .result(dialog: "Your crates had \(Library.shared.errorCount) sync errors, now fixed.")
    }
}
