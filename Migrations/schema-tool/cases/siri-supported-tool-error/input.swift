import AppIntents

@AppIntent(.tool, schema: .messages.sendMessage)
struct MessageSellerIntent {
    var recipients: [ContactEntity]
    var content: String?

    func perform() async throws -> some IntentResult {
        try await Inbox.shared.send(content ?? "", to: recipients.map(\.id))
        return .result()
    }
}
