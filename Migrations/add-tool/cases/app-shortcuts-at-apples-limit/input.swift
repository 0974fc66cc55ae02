import AppIntents

// All ten App Shortcuts Apple allows: leaving an intent out says nothing about it.
struct CrateShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: PlayAlbumIntent(), phrases: ["PlayAlbum in \(.applicationName)"], shortTitle: "PlayAlbum", systemImageName: "star")
        AppShortcut(intent: ShuffleCrateIntent(), phrases: ["ShuffleCrate in \(.applicationName)"], shortTitle: "ShuffleCrate", systemImageName: "star")
        AppShortcut(intent: ShowWantlistIntent(), phrases: ["ShowWantlist in \(.applicationName)"], shortTitle: "ShowWantlist", systemImageName: "star")
        AppShortcut(intent: AddToWantlistIntent(), phrases: ["AddToWantlist in \(.applicationName)"], shortTitle: "AddToWantlist", systemImageName: "star")
        AppShortcut(intent: StartSessionIntent(), phrases: ["StartSession in \(.applicationName)"], shortTitle: "StartSession", systemImageName: "star")
        AppShortcut(intent: StopSessionIntent(), phrases: ["StopSession in \(.applicationName)"], shortTitle: "StopSession", systemImageName: "star")
        AppShortcut(intent: ShowLastListenIntent(), phrases: ["ShowLastListen in \(.applicationName)"], shortTitle: "ShowLastListen", systemImageName: "star")
        AppShortcut(intent: RateAlbumIntent(), phrases: ["RateAlbum in \(.applicationName)"], shortTitle: "RateAlbum", systemImageName: "star")
        AppShortcut(intent: OpenCrateIntent(), phrases: ["OpenCrate in \(.applicationName)"], shortTitle: "OpenCrate", systemImageName: "star")
        AppShortcut(intent: ShowStatsIntent(), phrases: ["ShowStats in \(.applicationName)"], shortTitle: "ShowStats", systemImageName: "star")
    }
}

struct PlayAlbumIntent: AppIntent {
    static let title: LocalizedStringResource = "PlayAlbum"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        await Library.shared.update(); return .result(dialog: "Done.")
    }
}

struct ShuffleCrateIntent: AppIntent {
    static let title: LocalizedStringResource = "ShuffleCrate"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        await Library.shared.update(); return .result(dialog: "Done.")
    }
}

struct ShowWantlistIntent: AppIntent {
    static let title: LocalizedStringResource = "ShowWantlist"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        await Library.shared.update(); return .result(dialog: "Done.")
    }
}

struct AddToWantlistIntent: AppIntent {
    static let title: LocalizedStringResource = "AddToWantlist"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        await Library.shared.update(); return .result(dialog: "Done.")
    }
}

struct StartSessionIntent: AppIntent {
    static let title: LocalizedStringResource = "StartSession"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        await Library.shared.update(); return .result(dialog: "Done.")
    }
}

struct StopSessionIntent: AppIntent {
    static let title: LocalizedStringResource = "StopSession"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        await Library.shared.update(); return .result(dialog: "Done.")
    }
}

struct ShowLastListenIntent: AppIntent {
    static let title: LocalizedStringResource = "ShowLastListen"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        await Library.shared.update(); return .result(dialog: "Done.")
    }
}

struct RateAlbumIntent: AppIntent {
    static let title: LocalizedStringResource = "RateAlbum"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        await Library.shared.update(); return .result(dialog: "Done.")
    }
}

struct OpenCrateIntent: AppIntent {
    static let title: LocalizedStringResource = "OpenCrate"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        await Library.shared.update(); return .result(dialog: "Done.")
    }
}

struct ShowStatsIntent: AppIntent {
    static let title: LocalizedStringResource = "ShowStats"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        await Library.shared.update(); return .result(dialog: "Done.")
    }
}

// An eleventh intent that returns a value with no dialog: marked, and flagged for review, not held.
struct FindPressingsIntent: AppIntent {
    static let title: LocalizedStringResource = "Find Pressings"

    @Parameter(title: "Artist")
    var artist: String

    func perform() async throws -> some IntentResult & ReturnsValue<[String]> {
        .result(value: await Catalog.shared.pressings(by: artist))
    }
}

final class Catalog: Sendable {
    static let shared = Catalog()
    func pressings(by artist: String) async -> [String] { [] }
}
