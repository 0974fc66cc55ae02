import AppIntents

/// The title's line ends inside a block comment that goes on to the next line: the description goes after the
/// comment, never into it.
@AppIntent(.tool)
struct TagAlbumIntent: AppIntent {
    static let title: LocalizedStringResource = "Tag Album" /* was "Label Album" until
        the 2.0 release */
    static let description = IntentDescription("TODO: describe what Tag Album does, for someone who has never opened the app")
    static let openAppWhenRun = false

    func perform() async throws -> some IntentResult {
        try await Library.shared.tagCurrentAlbum()
        return .result()
    }
}
