import AppIntents

/// Every string is keyed: the placeholders follow, with a key made from the title's.
@AppIntent(.tool)
struct AskAssistIntent: AppIntent {
    static let title: LocalizedStringResource = .init("app_intents.assist_prompt.title", defaultValue: "Ask Assist")
    static let description = IntentDescription(LocalizedStringResource("app_intents.assist_prompt.description", defaultValue: "TODO: describe what Ask Assist does, for someone who has never opened the app"))

    @Parameter(title: .init("app_intents.assist_prompt.prompt.title", defaultValue: "Prompt", table: "AppIntents"), description: .init("app_intents.assist_prompt.prompt.description", defaultValue: "TODO: describe the Prompt parameter for someone who doesn't know the app", table: "AppIntents"))
    var prompt: String

    @Parameter(title: LocalizedStringResource("app_intents.assist_prompt.server", defaultValue: "Server"), description: LocalizedStringResource("app_intents.assist_prompt.server.description", defaultValue: "TODO: describe the Server parameter for someone who doesn't know the app"))
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
    static let description = IntentDescription("TODO: describe what Tidy the Shelf does, for someone who has never opened the app")

    @Parameter(title: LocalizedStringResource("Shelf"), description: "TODO: describe the Shelf parameter for someone who doesn't know the app")
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
    static let description = IntentDescription("TODO: describe what refresh all servers does, for someone who has never opened the app")

    func perform() async throws -> some IntentResult {
        await Servers.shared.refreshAll()
        return .result()
    }
}
