import AppIntents

/// The main-actor closure gives up when the chat is gone (it logs an error), and the result still says it switched:
/// warned, since the throw belongs inside the closure.
struct SwitchToChatIntent: AppIntent {
    static let title: LocalizedStringResource = "Switch to Chat"

    @Parameter(title: "Chat")
    var chat: String

    func perform() async throws -> some IntentResult & ProvidesDialog {
        await MainActor.run {
            guard let found = ChatStore.shared.chat(named: chat) else {
                ChatLog.error("no chat named \(chat)")
                return
            }
            ChatSelection.shared.select(found)
        }
        return .result(dialog: "Switched to \(chat).")
    }
}

/// The same shape with a bare result: warned too.
struct ShowPanelIntent: AppIntent {
    static let title: LocalizedStringResource = "Show Panel"

    func perform() async throws -> some IntentResult {
        await MainActor.run {
            guard let panel = PanelHost.shared.panel else {
                log.error("the panel isn't ready")
                return
            }
            panel.show()
        }
        return .result()
    }
}

/// The closure's guard finds the player already playing and says so at info level: a no-op, left alone.
struct ResumePlayerIntent: AppIntent {
    static let title: LocalizedStringResource = "Resume Player"

    func perform() async throws -> some IntentResult {
        await MainActor.run {
            guard !Player.shared.isPlaying else {
                PlayerLog.info("already playing")
                return
            }
            Player.shared.resume()
        }
        return .result()
    }
}

/// The result is inside the closure's own flow (returned from within it): not this rule's.
struct CountChatsIntent: AppIntent {
    static let title: LocalizedStringResource = "Count Chats"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let count = await MainActor.run { () -> Int in
            guard let store = ChatStore.shared.loaded else { return 0 }
            return store.count
        }
        return .result(dialog: "You have \(count) chats.")
    }
}
