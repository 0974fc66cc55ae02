import AppIntents
import SwiftUI
import WidgetKit
import os

private let logger = Logger(subsystem: "crate", category: "intents")

/// Refreshes the crate widget and nothing else: a stub (a note, not marked).
struct RefreshCrateWidgetIntent: AppIntent {
    static let title: LocalizedStringResource = "Refresh Crate Widget"

    func perform() async throws -> some IntentResult {
        WidgetCenter.shared.reloadAllTimelines()
        return .result()
    }
}

/// A template left over: it only writes a log line (a stub).
struct OpenCrateAppIntent: AppIntent {
    static let title: LocalizedStringResource = "Open Crate"

    func perform() async throws -> some IntentResult {
        logger.info("open crate")
        return .result()
    }
}

/// Records a spin in the app's spin log, then refreshes the widget: the action itself (marked).
@AppIntent(.tool)
struct RecordSpinIntent: AppIntent {
    static let title: LocalizedStringResource = "Record Spin"

    func perform() async throws -> some IntentResult {
        await SpinLog.shared.record()
        WidgetCenter.shared.reloadTimelines(ofKind: "Spins")
        return .result()
    }
}

/// Imports a crate list another step hands over: held as a shortcut step.
struct ImportCrateListIntent: AppIntent {
    static let title: LocalizedStringResource = "Import Crate List"

    @Parameter(title: "File")
    var file: IntentFile

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let count = try await Crates.shared.importList(file)
        return .result(dialog: "Imported \(count) crates.")
    }
}

/// Named for an event an automation reacts to: held as a shortcut step.
struct AppDidLaunchIntent: AppIntent {
    static let title: LocalizedStringResource = "App Did Launch"

    func perform() async throws -> some IntentResult {
        await Sessions.shared.markLaunch()
        return .result()
    }
}

/// Plain text for the next step, with no dialog: held as a shortcut step.
struct GetCrateNamesIntent: AppIntent {
    static let title: LocalizedStringResource = "Get Crate Names"

    func perform() async throws -> some IntentResult & ReturnsValue<[String]> {
        .result(value: await Crates.shared.names())
    }
}

/// Records pills as taken: a person decides (medical).
struct LogMorningPillsIntent: AppIntent {
    static let title: LocalizedStringResource = "Log Morning Pills"

    func perform() async throws -> some IntentResult {
        await Journal.shared.logPills()
        return .result()
    }
}

/// The Live Activity's skip button, through the app's own button view: it drives that activity (left).
struct SkipTrackIntent: LiveActivityIntent {
    static let title: LocalizedStringResource = "Skip Track"

    func perform() async throws -> some IntentResult {
        await Player.shared.skip()
        return .result()
    }
}

struct NowPlayingActivityView: View {
    var body: some View {
        HStack {
            roundButton(intent: SkipTrackIntent(), label: "Skip")
        }
    }

    private func roundButton<I: AppIntent>(intent: I, label: String) -> some View {
        Button(intent: intent) { Text(label) }
    }
}
