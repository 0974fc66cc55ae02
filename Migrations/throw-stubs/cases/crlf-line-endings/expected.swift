import AppIntents

struct RenameCrateIntent: AppIntent {
    static let title: LocalizedStringResource = "Rename Crate"

    @Parameter(title: "Crate")
    var crate: CrateEntity

    @Parameter(title: "New Name")
    var newName: String

    func perform() async throws -> some IntentResult & ProvidesDialog {
        guard !newName.isEmpty else {
            throw RenameCrateIntentError.failure("That name is invalid.")
        }
        try await CrateStore.shared.rename(crate.id, to: newName)
        return .result(dialog: "Renamed to \(newName).")
    }
}

enum RenameCrateIntentError: Error, CustomLocalizedStringResourceConvertible {
    case failure(LocalizedStringResource)

    var localizedStringResource: LocalizedStringResource {
        switch self {
        case let .failure(message): message
        }
    }
}

struct ArchiveCrateIntent: AppIntent {
    static let title: LocalizedStringResource = "Archive Crate"

    func perform() async throws -> some IntentResult {
        return .result()
    }
}
