import AppIntents

struct ShuffleCrateIntent: AppIntent {
    static let title: LocalizedStringResource = "Shuffle Crate"

    @Parameter(title: "Crate")
    var crate: CrateEntity

    func perform() async throws -> some IntentResult & ProvidesDialog {
        guard let stored = await CrateStore.shared.crate(id: crate.id) else {
            throw ShuffleCrateIntentError.failure("That crate no longer exists.")
        }
        await Player.shared.shuffle(stored.albums)
        return .result(dialog: "Shuffling \(stored.name).")
    }
}

enum ShuffleCrateIntentError: Error, CustomLocalizedStringResourceConvertible {
    case failure(LocalizedStringResource)

    var localizedStringResource: LocalizedStringResource {
        switch self {
        case let .failure(message): message
        }
    }
}
