import AppIntents

struct RefreshCatalogIntent: AppIntent {
    static let title: LocalizedStringResource = "Refresh Catalog"
    static let description = IntentDescription("Downloads the latest list of record packages from the shop.")

    func perform() async throws -> some IntentResult & ProvidesDialog {
        await Catalog.shared.refresh()
        return .result(dialog: "The catalog is up to date.")
    }
}

@MainActor
final class Catalog {
    static let shared = Catalog()
    func refresh() {}
}
