import AppIntents
import Foundation
import SwiftUI

/// A button of the app's own screen runs the intent in the app: not a widget's button, so judged on its merits (marked).
@AppIntent(.tool)
struct ShuffleShelfIntent: AppIntent {
    static let title: LocalizedStringResource = "Shuffle Shelf"

    func perform() async throws -> some IntentResult {
        await Player.shared.shuffleShelf()
        return .result()
    }
}

struct ShelfScreen: View {
    var body: some View {
        Button(intent: ShuffleShelfIntent()) { Text("Shuffle") }
    }
}

/// The intents below open the app with a link; the protocol's extension gives them `openAppWhenRun` and `perform()`.
protocol CrateLinkIntent: AppIntent {
    var destinationURL: URL { get }
}

extension CrateLinkIntent {
    static var openAppWhenRun: Bool { true }

    func perform() async throws -> some IntentResult {
        await LinkInbox.shared.enqueue(destinationURL)
        return .result()
    }
}

/// Whether the app logs the listen or only shows a form is up to its link handler: held for a person.
struct LogListenIntent: CrateLinkIntent {
    static let title: LocalizedStringResource = "Log Listen"
    var destinationURL: URL { URL(string: "crates://log/listen")! }
}

/// "Open …": a screen, as ever.
struct OpenWantlistIntent: CrateLinkIntent {
    static let title: LocalizedStringResource = "Open Wantlist"
    var destinationURL: URL { URL(string: "crates://wantlist")! }
}

/// Its own perform() does the work, without the link: marked.
@AppIntent(.tool)
struct StartSpinIntent: CrateLinkIntent {
    static let title: LocalizedStringResource = "Start Spin"
    var destinationURL: URL { URL(string: "crates://spin")! }

    func perform() async throws -> some IntentResult {
        await Player.shared.startSpin()
        return .result()
    }
}

actor Player {
    static let shared = Player()
    func shuffleShelf() {}
    func startSpin() {}
}

actor LinkInbox {
    static let shared = LinkInbox()
    func enqueue(_ url: URL) {}
}
