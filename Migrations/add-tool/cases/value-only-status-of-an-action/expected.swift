import AppIntents

/// An action whose only result is whether it worked: most often a tool. Marked, and flagged for review.
@AppIntent(.tool)
struct StartBackupIntent: AppIntent {
    static let title: LocalizedStringResource = "Start Backup"

    func perform() async throws -> some IntentResult & ReturnsValue<Bool> {
        .result(value: await Backups.shared.start())
    }
}

/// An action that reports how many things it refreshed: marked, and flagged for review.
@AppIntent(.tool)
struct RefreshShelvesIntent: AppIntent {
    static let title: LocalizedStringResource = "Refresh Shelves"

    func perform() async throws -> some IntentResult & ReturnsValue<Int> {
        .result(value: await Shelves.shared.refresh())
    }
}

/// A reading step's number, for the next step: held.
struct GetShelfCountIntent: AppIntent {
    static let title: LocalizedStringResource = "Get Shelf Count"

    func perform() async throws -> some IntentResult & ReturnsValue<Int> {
        .result(value: Shelves.shared.count)
    }
}

/// Text with no dialog, for the next step: held.
struct ShelfLabelTextIntent: AppIntent {
    static let title: LocalizedStringResource = "Shelf Label Text"

    func perform() async throws -> some IntentResult & ReturnsValue<String> {
        .result(value: Shelves.shared.labelText)
    }
}
