import AppIntents

@AppIntent(.tool)
struct ArchiveIntent: AppIntent {
    static let title: LocalizedStringResource = """
        Archive the
        Current Crate
        """

    func perform() async throws -> some IntentResult { .result() }
}
