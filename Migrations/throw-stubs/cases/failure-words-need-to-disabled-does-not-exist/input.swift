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
            return .result(dialog: "You need to add a shelf in the app first.")
        }
        if grams <= 0 {
            return .result(dialog: "Enter at least one gram.")
        }
        guard Pantry.shared.syncEnabled else {
            return .result(dialog: "Pantry sync is disabled.")
        }
        Pantry.shared.add(item, grams: grams, to: shelf)
        // "You need to" in a comment is not a dialog.
        return .result(dialog: "Stocked \(grams) grams of \(item).")
    }
}

struct MoveToShelfIntent: AppIntent {
    static let title: LocalizedStringResource = "Move to Shelf"

    @Parameter(title: "Shelf") var shelf: String

    func perform() async throws -> some IntentResult & ProvidesDialog {
        guard Pantry.shared.shelves.contains(shelf) else {
            return .result(dialog: "The shelf '\(shelf)' doesn't exist.")
        }
        return .result(dialog: "Moved to \(shelf).")
    }
}
