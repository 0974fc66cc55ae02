import AppIntents

@AppIntent(.tool)
struct ArchiveIntent: AppIntent {
    static let title: LocalizedStringResource = """
        Archive the
        Current Crate
        """
    static let description = IntentDescription(<#describe what Archive the Current Crate does, for someone who has never opened the app#>)

    func perform() async throws -> some IntentResult { .result() }
}
