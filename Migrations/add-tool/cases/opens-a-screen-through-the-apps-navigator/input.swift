import AppIntents

/// The title is a localization key; the type's name says "Open". perform() only hands the app's navigator a deep link
/// and answers with localized text: it brings a screen forward, the person still acts there.
@available(iOS 16.0, *)
struct OpenThreadIntent: AppIntent {
    static var title: LocalizedStringResource = "intent_open_thread_title"
    static var openAppWhenRun = true

    @Parameter(title: "intent_thread_parameter")
    var thread: ThreadEntity?

    func perform() async throws -> some IntentResult & ReturnsValue<String> & OpensIntent {
        // `if let thread = thread {` ends a condition: `thread` is not called there.
        if let thread = thread {
            try AppNavigation.queueDeepLink(path: "threads/\(thread.id)")
            return .result(value: String(localized: "intent_open_thread_result \(thread.name)"))
        } else {
            try AppNavigation.queueDeepLink(path: "threads")
            return .result(value: String(localized: "intent_open_threads_result"))
        }
    }
}

/// A search screen, its query tidied first: still a screen.
@available(iOS 16.0, *)
struct OpenSearchScreenIntent: AppIntent {
    static var title: LocalizedStringResource = "intent_search_screen_title"
    static var openAppWhenRun = true

    func perform() async throws -> some IntentResult & ReturnsValue<String> & OpensIntent {
        let query = "  inbox ".trimmingCharacters(in: .whitespaces)
        try AppNavigation.queueDeepLink(path: "search?q=\(query)")
        return .result(value: String(localized: "intent_search_result"))
    }
}

/// "Show" that counts what it shows and says how many answers a question: marked.
@available(iOS 16.0, *)
struct ShowUnreadCountIntent: AppIntent {
    static var title: LocalizedStringResource = "Show Unread Count"
    static var openAppWhenRun = true

    func perform() async throws -> some IntentResult & ReturnsValue<String> & ProvidesDialog {
        let count = try await Inbox.shared.unreadCount()
        try AppNavigation.queueDeepLink(path: "inbox")
        return .result(value: "\(count)", dialog: "\(count) unread.")
    }
}
