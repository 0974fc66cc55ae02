import AppIntents

struct CrateShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: ShowCrateIntent(), phrases: ["Show my crate in \(.applicationName)"],
                    shortTitle: "Crate", systemImageName: "square.stack")
    }
}

struct ShowCrateIntent: AppIntent {
    static let title: LocalizedStringResource = "Show Crate"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: "\(Crates.shared.count) albums in your crate.")
    }
}

// Reads a value for the next step and the App Shortcuts leave it out: held. Its title is a key; its name says Get.
struct GetCrateCountIntent: AppIntent {
    static let title: LocalizedStringResource = "intent.crate-count.title"

    func perform() async throws -> some IntentResult & ReturnsValue<Int> {
        .result(value: Crates.shared.count)
    }
}

// An action that reports how it went as its value: marked, and flagged for review, not held.
struct RefreshCatalogIntent: AppIntent {
    static let title: LocalizedStringResource = "Refresh Catalog"

    func perform() async throws -> some IntentResult & ReturnsValue<RefreshOutcome> {
        await Catalog.shared.refresh()
        return .result(value: RefreshOutcome.updated)
    }
}

enum RefreshOutcome: String, AppEnum {
    case updated, unchanged
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Refresh Outcome"
    static let caseDisplayRepresentations: [RefreshOutcome: DisplayRepresentation] = [.updated: "Updated", .unchanged: "Unchanged"]
}

final class Catalog: Sendable {
    static let shared = Catalog()
    func refresh() async {}
}
