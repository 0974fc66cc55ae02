import AppIntents
import SwiftUI
import WidgetKit

/// A page turner on a widget: the view picks which intent its one button runs (a switch), so each is a
/// widget's button, held like one written in `Button(intent:)` itself.
struct PreviousPageIntent: AppIntent {
    static let title: LocalizedStringResource = "Previous Page"

    func perform() async throws -> some IntentResult {
        await Pager.shared.turn(by: -1)
        return .result()
    }
}

struct NextPageIntent: AppIntent {
    static let title: LocalizedStringResource = "Next Page"

    func perform() async throws -> some IntentResult {
        await Pager.shared.turn(by: 1)
        return .result()
    }
}

/// Picked by a `?:` in a function the button calls.
struct LockPagerIntent: AppIntent {
    static let title: LocalizedStringResource = "Lock Pager"

    func perform() async throws -> some IntentResult {
        await Pager.shared.lock()
        return .result()
    }
}

/// Named only in the widget's text, never run by a button: marked.
@AppIntent(.tool)
struct ReadAloudIntent: AppIntent {
    static let title: LocalizedStringResource = "Read Page Aloud"

    func perform() async throws -> some IntentResult {
        await Pager.shared.readAloud()
        return .result()
    }
}

/// Run by the widget's refresh helper, never by a button: marked. (A property with no body, like `pending` below,
/// picks no intent: the next declaration's body is not its.)
@AppIntent(.tool)
struct RefreshPagesIntent: AppIntent {
    static let title: LocalizedStringResource = "Refresh Pages"

    func perform() async throws -> some IntentResult {
        await Pager.shared.refresh()
        return .result()
    }
}

/// A requirement has no body: the view's own `lockIntent()` below is what its button runs.
protocol PagerControls {
    func lockIntent() -> any AppIntent
}

struct PagerWidgetView: View {
    enum Direction { case back, forward }
    let direction: Direction
    let locked: Bool
    var pending: any AppIntent

    func refreshNow() async throws {
        _ = try await RefreshPagesIntent().perform()
    }

    private var turnIntent: any AppIntent {
        switch direction {
        case .back: return PreviousPageIntent()
        case .forward: return NextPageIntent()
        }
    }

    func lockIntent() -> some AppIntent {
        return locked ? LockPagerIntent() : LockPagerIntent()
    }

    /// Picks by its argument (a slot the person configured): not followed, so Read Aloud stays marked.
    func slotIntent(for slot: Int) -> (any AppIntent)? {
        slot == 0 ? nil : ReadAloudIntent()
    }

    var body: some View {
        HStack {
            Button(intent: turnIntent) { Text("Turn") }
            Button(intent: lockIntent()) { Text("Lock") }
            Button(intent: pending) { Text("Next") }
            if let slotIntent = slotIntent(for: 1) {
                Button(intent: slotIntent) { Text("Slot") }
            }
            Text("Say ReadAloudIntent to hear it")
        }
    }
}
