import SwiftUI
import ActivityKit
import WidgetKit
import AppIntents

struct KettleAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable { var boiling: Bool }
}

enum Kettle {
    static func pause() {}
    static func resume() {}
}

/// Pauses the kettle's Live Activity: the button below hands it to a view of the app's own.
struct PauseKettleIntent: LiveActivityIntent {
    static let title: LocalizedStringResource = "Pause Kettle"

    func perform() async throws -> some IntentResult {
        Kettle.pause()
        return .result()
    }
}

/// Resumes it, through the same view.
struct ResumeKettleIntent: LiveActivityIntent {
    static let title: LocalizedStringResource = "Resume Kettle"

    func perform() async throws -> some IntentResult {
        Kettle.resume()
        return .result()
    }
}

/// Descales the kettle: the Live Activity only names it in a hint, it is no button's action.
struct DescaleKettleIntent: AppIntent {
    static let title: LocalizedStringResource = "Descale Kettle"

    func perform() async throws -> some IntentResult {
        Kettle.pause()
        return .result()
    }
}

/// A view given an intent that only shows its title: no button runs it.
struct KettleHintView: View {
    let intent: DescaleKettleIntent

    var body: some View {
        Text(String(localized: DescaleKettleIntent.title))
    }
}

/// A view whose name says neither button nor toggle: its body hands the intent it is given to a `Toggle`.
struct KettleControlView: View {
    let label: String
    let intent: any LiveActivityIntent

    var body: some View {
        Toggle(isOn: false, intent: intent) {
            Text(label)
        }
    }
}

struct KettleActivityView: View {
    let context: ActivityViewContext<KettleAttributes>

    var body: some View {
        if context.state.boiling {
            KettleControlView(label: "Pause", intent: PauseKettleIntent())
        } else {
            KettleControlView(label: "Resume", intent: ResumeKettleIntent())
        }
        KettleHintView(intent: DescaleKettleIntent())
    }
}
