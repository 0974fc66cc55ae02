import AppIntents

/// It takes nothing, opens the app and starts a fresh, empty chat: the person types there (held).
struct StartNewChatIntent: AppIntent {
    static let title: LocalizedStringResource = "Start New Chat"
    static let openAppWhenRun: Bool = true

    @MainActor
    func perform() async throws -> some IntentResult {
        try ChatDriver.shared.startNewChat()
        return .result()
    }
}

/// "Compose" with nothing to compose from: the same empty form (held).
struct ComposeIntent: AppIntent {
    static let title: LocalizedStringResource = "Compose"
    static let openAppWhenRun: Bool = true

    @MainActor
    func perform() async throws -> some IntentResult {
        Drafts.shared.prepareEmpty()
        return .result()
    }
}

/// A new note made from what the person said is the action: marked.
@AppIntent(.tool)
struct NewNoteIntent: AppIntent {
    static let title: LocalizedStringResource = "New Note"
    static let openAppWhenRun: Bool = true

    @Parameter(title: "Text")
    var text: String

    @MainActor
    func perform() async throws -> some IntentResult {
        try await Notes.shared.create(text: text)
        return .result()
    }
}

/// Starting a timer is the action the app completes by itself: marked.
@AppIntent(.tool)
struct StartTimerIntent: AppIntent {
    static let title: LocalizedStringResource = "Start Timer"
    static let openAppWhenRun: Bool = true

    @MainActor
    func perform() async throws -> some IntentResult {
        try await Timers.shared.start()
        return .result()
    }
}
