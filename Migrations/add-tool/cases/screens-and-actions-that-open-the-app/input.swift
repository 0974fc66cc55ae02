import AppIntents

/// Brings a screen forward: the person still has to act there (open-app-only).
struct OpenCrateSettingsIntent: AppIntent {
    static let title: LocalizedStringResource = "Open Crate Settings"
    static var openAppWhenRun: Bool = true

    @MainActor
    func perform() async throws -> some IntentResult {
        try await Library.shared.requireReady()
        Router.shared.navigate(to: "settings")
        return .result()
    }
}

/// Asks for an action but only sets a route: whether the app finishes it is a person's call (held).
struct LogListeningSessionIntent: AppIntent {
    static let title: LocalizedStringResource = "Log Listening Session"
    static let supportedModes: IntentModes = .foreground

    @MainActor
    func perform() async throws -> some IntentResult {
        Router.shared.pendingRoute = "new-session"
        return .result()
    }
}

/// Opens the app and does what it says there: a tool.
struct StartListeningSessionIntent: AppIntent {
    static let title: LocalizedStringResource = "Start Listening Session"
    static var openAppWhenRun: Bool { true }

    @MainActor
    func perform() async throws -> some IntentResult {
        try await Sessions.shared.start()
        return .result()
    }
}
