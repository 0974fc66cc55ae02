import AppIntents

struct ImportCollectionIntent: AppIntent {
    static let title: LocalizedStringResource = "Import Collection"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        do {
            let count = try await DiscogsImporter.shared.importCollection()
            if count == 0 {
                throw ImportCollectionIntentError.failure("The import failed: Discogs returned no records.")
            }
            return .result(dialog: "Imported \(count) records.")
        } catch let error as ImportCollectionIntentError {
            throw error
        } catch {
            throw ImportCollectionIntentError.failure("Import failed: \(error.localizedDescription)")
        }
    }
}

enum ImportCollectionIntentError: Error, CustomLocalizedStringResourceConvertible {
    case failure(LocalizedStringResource)

    var localizedStringResource: LocalizedStringResource {
        switch self {
        case let .failure(message): message
        }
    }
}
