import AppIntents

struct ArchiveCrateIntent: AppIntent {
    static let title: LocalizedStringResource = "Archive Crate"

    @Parameter(title: "Crate")
    var crate: CrateEntity

    @MainActor
    func perform() async throws -> some IntentResult & ProvidesDialog {
        guard let stored = await Crates.shared.find(crate.id) else {
            throw ArchiveCrateIntentError.failure("I couldn't find that crate.")
        }
        await Crates.shared.archive(stored)
        return await .result(dialog: "Archived \(stored.name).")
    }
}

enum ArchiveCrateIntentError: Error, CustomLocalizedStringResourceConvertible {
    case failure(LocalizedStringResource)

    var localizedStringResource: LocalizedStringResource {
        switch self {
        case let .failure(message): message
        }
    }
}
