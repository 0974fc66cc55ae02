import AppIntents

// Only opening the app at a screen, whichever spelling the extension uses: not a tool (open-app-only).
struct ShowRecentlyPlayedIntent: AppIntent {
    static let title: LocalizedStringResource = "Show Recently Played"

    func perform() async throws -> some IntentResult {
        return .result()
    }
}

extension ShowRecentlyPlayedIntent {
    static var openAppWhenRun: Bool { true }
}

struct ShowWantlistIntent: AppIntent {
    static let title: LocalizedStringResource = "Show Wantlist"

    func perform() async throws -> some IntentResult {
        return .result()
    }
}

extension ShowWantlistIntent {
    static var supportedModes: IntentModes { .foreground }
}
