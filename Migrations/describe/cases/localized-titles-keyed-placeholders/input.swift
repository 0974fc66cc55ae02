import AppIntents

/// Every string is keyed: the placeholders follow, with a key made from the title's.
@AppIntent(.tool)
struct AskAssistIntent: AppIntent {
    static let title: LocalizedStringResource = .init("app_intents.assist_prompt.title", defaultValue: "Ask Assist")

    @Parameter(title: .init("app_intents.assist_prompt.prompt.title", defaultValue: "Prompt", table: "AppIntents"))
    var prompt: String

    @Parameter(title: LocalizedStringResource("app_intents.assist_prompt.server", defaultValue: "Server"))
    var server: String

    func perform() async throws -> some IntentResult {
        await Assist.shared.ask(prompt, on: server)
        return .result()
    }
}

/// A plain LocalizedStringResource("…") is its own text: plain placeholders, in the title's words.
@AppIntent(.tool)
struct TidyShelfIntent: AppIntent {
    static let title = LocalizedStringResource("Tidy the Shelf")

    @Parameter(title: LocalizedStringResource("Shelf"))
    var shelf: String

    func perform() async throws -> some IntentResult {
        await Shelves.shared.tidy(shelf)
        return .result()
    }
}

/// A generated title the pass can't read: the type's name in words.
@AppIntent(.tool)
struct RefreshAllServersIntent: AppIntent {
    static let title: LocalizedStringResource = L10n.AppIntents.RefreshAll.title

    func perform() async throws -> some IntentResult {
        await Servers.shared.refreshAll()
        return .result()
    }
}
