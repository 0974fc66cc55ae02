import AppIntents

struct RefreshLibraryIntent: AppIntent {
    static let title: LocalizedStringResource = "Refresh Library"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        guard let server = Library.shared.server else {
            // The key says nothing; the words a person reads are the default value.
            return .result(dialog: IntentDialog(LocalizedStringResource("library.refresh.no_server", defaultValue: "Couldn't reach your library server.")))
        }
        guard await server.refresh() else {
            return .result(dialog: IntentDialog(LocalizedStringResource("library.refresh.busy", defaultValue: "The library is already refreshing.")))
        }
        return .result(dialog: IntentDialog(LocalizedStringResource("library.refresh.done", defaultValue: "Library refreshed.")))
    }
}
