import AppIntents

struct ImportCollectionIntent: AppIntent {
    static let title: LocalizedStringResource = "Import Collection"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        do {
            let count = try await DiscogsImporter.shared.importCollection()
            if count == 0 {
                return .result(dialog: "The import failed: Discogs returned no records.")
            }
            return .result(dialog: "Imported \(count) records.")
        } catch {
            return .result(dialog: "Import failed: \(error.localizedDescription)")
        }
    }
}
