import AppIntents
import SwiftUI
import WidgetKit

/// A widget's checkbox: it takes the habit's identifier, which only the widget knows (control).
struct ToggleSpinIntent: AppIntent {
    static let title: LocalizedStringResource = "Toggle Spin"

    @Parameter(title: "Record")
    var recordID: String

    init() {}
    init(recordID: String) { self.recordID = recordID }

    func perform() async throws -> some IntentResult {
        await Spins.shared.toggle(recordID)
        return .result()
    }
}

/// Also a widget's button, but the app's App Shortcuts offer it with a phrase: what a person asks Siri for, marked.
@AppIntent(.tool)
struct PlayRandomCrateIntent: AppIntent {
    static let title: LocalizedStringResource = "Play Random Crate"

    func perform() async throws -> some IntentResult {
        await Player.shared.playRandomCrate()
        return .result()
    }
}

/// A widget's button that no App Shortcut offers: it most often only drives that button, held for a person.
struct SkipSpinIntent: AppIntent {
    static let title: LocalizedStringResource = "Skip Spin"

    func perform() async throws -> some IntentResult {
        await Player.shared.skip()
        return .result()
    }
}

struct SpinWidgetView: View {
    let recordID: String

    var body: some View {
        HStack {
            Button(intent: ToggleSpinIntent(recordID: recordID)) { Text("Spin") }
            Button(intent: PlayRandomCrateIntent()) { Text("Play") }
            Button(intent: SkipSpinIntent()) { Text("Skip") }
        }
    }
}

/// Named in an App Shortcut, not a button: nothing to flag.
@AppIntent(.tool)
struct ShuffleShelfIntent: AppIntent {
    static let title: LocalizedStringResource = "Shuffle Shelf"

    func perform() async throws -> some IntentResult {
        await Player.shared.shuffleShelf()
        return .result()
    }
}

struct CrateShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: ShuffleShelfIntent(), phrases: ["Shuffle my shelf in \(.applicationName)"], shortTitle: "Shuffle", systemImageName: "shuffle")
        AppShortcut(intent: PlayRandomCrateIntent(), phrases: ["Play a crate in \(.applicationName)"], shortTitle: "Play", systemImageName: "play")
    }
}
