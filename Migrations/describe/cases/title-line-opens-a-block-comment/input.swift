import AppIntents

/// The title's line ends inside a block comment that goes on to the next line: the description goes after the
/// comment, never into it.
@AppIntent(.tool)
struct TagAlbumIntent: AppIntent {
    static let title: LocalizedStringResource = "Tag Album" /* was "Label Album" until
        the 2.0 release */
    static let openAppWhenRun = false

    func perform() async throws -> some IntentResult {
        try await Library.shared.tagCurrentAlbum()
        return .result()
    }
}
