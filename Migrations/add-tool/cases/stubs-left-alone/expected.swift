import AppIntents

/// Left from Xcode's template: the timer is never started.
struct StartTimerIntent: AppIntent {
    static let title: LocalizedStringResource = "Start Timer"

    func perform() async throws -> some IntentResult {
        // Start the timer…
        return .result()
    }
}

/// The widget extension's copy: only its type is needed there, the app runs the real one.
struct PlayCrateWidgetIntent: AppIntent {
    static let title: LocalizedStringResource = "Play Crate"

    func perform() async throws -> IntentResultContainer<Never, Never, Never, Never> {
        fatalError("runs in the app")
    }
}

/// The system sends the URL to the app: the empty perform() is the whole intent.
@AppIntent(.tool)
struct OpenWantlistIntent: AppIntent, URLRepresentableIntent {
    static let title: LocalizedStringResource = "Open Wantlist"
    static let urlRepresentation: URLRepresentation = "vinylcrate://wantlist"

    func perform() async throws -> some IntentResult { .result() }
}

/// Only opens the app at the shelf, a screen where the person still acts: not a stub, not a tool either (open-app-only).
struct ShowShelfIntent: AppIntent {
    static let title: LocalizedStringResource = "Show Shelf"
    static var openAppWhenRun: Bool = true

    func perform() async throws -> some IntentResult {
        .result()
    }
}

/// Does its work before returning: not a stub.
@AppIntent(.tool)
struct DustCrateIntent: AppIntent {
    static let title: LocalizedStringResource = "Dust Crate"

    func perform() async throws -> some IntentResult {
        await Crates.shared.dust()
        return .result()
    }
}
