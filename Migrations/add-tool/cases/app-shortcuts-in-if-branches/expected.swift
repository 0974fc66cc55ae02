import AppIntents

// Six App Shortcuts on each side of an #if: six in any build, under Apple's limit of 10.
struct CrateShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        #if os(iOS)
        AppShortcut(intent: PlayAlbumIntent(), phrases: ["PlayAlbum in \(.applicationName)"], shortTitle: "PlayAlbum", systemImageName: "star")
        AppShortcut(intent: ShuffleCrateIntent(), phrases: ["ShuffleCrate in \(.applicationName)"], shortTitle: "ShuffleCrate", systemImageName: "star")
        AppShortcut(intent: ShowWantlistIntent(), phrases: ["ShowWantlist in \(.applicationName)"], shortTitle: "ShowWantlist", systemImageName: "star")
        AppShortcut(intent: StartSessionIntent(), phrases: ["StartSession in \(.applicationName)"], shortTitle: "StartSession", systemImageName: "star")
        AppShortcut(intent: StopSessionIntent(), phrases: ["StopSession in \(.applicationName)"], shortTitle: "StopSession", systemImageName: "star")
        AppShortcut(intent: RateAlbumIntent(), phrases: ["RateAlbum in \(.applicationName)"], shortTitle: "RateAlbum", systemImageName: "star")
        #else
        AppShortcut(intent: PlayAlbumIntent(), phrases: ["PlayAlbum on the Mac in \(.applicationName)"], shortTitle: "PlayAlbum", systemImageName: "star")
        AppShortcut(intent: ShuffleCrateIntent(), phrases: ["ShuffleCrate on the Mac in \(.applicationName)"], shortTitle: "ShuffleCrate", systemImageName: "star")
        AppShortcut(intent: ShowWantlistIntent(), phrases: ["ShowWantlist on the Mac in \(.applicationName)"], shortTitle: "ShowWantlist", systemImageName: "star")
        AppShortcut(intent: StartSessionIntent(), phrases: ["StartSession on the Mac in \(.applicationName)"], shortTitle: "StartSession", systemImageName: "star")
        AppShortcut(intent: StopSessionIntent(), phrases: ["StopSession on the Mac in \(.applicationName)"], shortTitle: "StopSession", systemImageName: "star")
        AppShortcut(intent: RateAlbumIntent(), phrases: ["RateAlbum on the Mac in \(.applicationName)"], shortTitle: "RateAlbum", systemImageName: "star")
        #endif
    }
}

@AppIntent(.tool)
struct PlayAlbumIntent: AppIntent {
    static let title: LocalizedStringResource = "PlayAlbum"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        await Library.shared.update(); return .result(dialog: "Done.")
    }
}

@AppIntent(.tool)
struct ShuffleCrateIntent: AppIntent {
    static let title: LocalizedStringResource = "ShuffleCrate"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        await Library.shared.update(); return .result(dialog: "Done.")
    }
}

@AppIntent(.tool)
struct ShowWantlistIntent: AppIntent {
    static let title: LocalizedStringResource = "ShowWantlist"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        await Library.shared.update(); return .result(dialog: "Done.")
    }
}

@AppIntent(.tool)
struct StartSessionIntent: AppIntent {
    static let title: LocalizedStringResource = "StartSession"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        await Library.shared.update(); return .result(dialog: "Done.")
    }
}

@AppIntent(.tool)
struct StopSessionIntent: AppIntent {
    static let title: LocalizedStringResource = "StopSession"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        await Library.shared.update(); return .result(dialog: "Done.")
    }
}

@AppIntent(.tool)
struct RateAlbumIntent: AppIntent {
    static let title: LocalizedStringResource = "RateAlbum"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        await Library.shared.update(); return .result(dialog: "Done.")
    }
}

// Left out of them, a value with no dialog: held as a shortcut step.
struct GetCrateCountIntent: AppIntent {
    static let title: LocalizedStringResource = "Get Crate Count"

    func perform() async throws -> some IntentResult & ReturnsValue<Int> {
        .result(value: Crates.shared.count)
    }
}
