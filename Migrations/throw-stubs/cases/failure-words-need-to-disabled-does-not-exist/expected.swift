import AppIntents

final class Pantry {
    static let shared = Pantry()
    var shelves: [String] = []
    var syncEnabled = false
    func add(_ item: String, grams: Int, to shelf: String) {}
}

struct StockPantryIntent: AppIntent {
    static let title: LocalizedStringResource = "Stock Pantry"

    @Parameter(title: "Item") var item: String
    @Parameter(title: "Grams") var grams: Int

    func perform() async throws -> some IntentResult & ProvidesDialog {
        guard let shelf = Pantry.shared.shelves.first else {
            throw StockPantryIntentError.failure("You need to add a shelf in the app first.")
        }
        if grams <= 0 {
            throw StockPantryIntentError.failure("Enter at least one gram.")
        }
        guard Pantry.shared.syncEnabled else {
            throw StockPantryIntentError.failure("Pantry sync is disabled.")
        }
        Pantry.shared.add(item, grams: grams, to: shelf)
        // "You need to" in a comment is not a dialog.
        return .result(dialog: "Stocked \(grams) grams of \(item).")
    }
}

enum StockPantryIntentError: Error, CustomLocalizedStringResourceConvertible {
    case failure(LocalizedStringResource)

    var localizedStringResource: LocalizedStringResource {
        switch self {
        case let .failure(message): message
        }
    }
}

struct MoveToShelfIntent: AppIntent {
    static let title: LocalizedStringResource = "Move to Shelf"

    @Parameter(title: "Shelf") var shelf: String

    func perform() async throws -> some IntentResult & ProvidesDialog {
        guard Pantry.shared.shelves.contains(shelf) else {
            throw MoveToShelfIntentError.failure("The shelf '\(shelf)' doesn't exist.")
        }
        return .result(dialog: "Moved to \(shelf).")
    }
}

enum MoveToShelfIntentError: Error, CustomLocalizedStringResourceConvertible {
    case failure(LocalizedStringResource)

    var localizedStringResource: LocalizedStringResource {
        switch self {
        case let .failure(message): message
        }
    }
}
