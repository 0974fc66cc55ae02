import AppIntents

struct GiftCardIntent: AppIntent {
    static let title: LocalizedStringResource = "Buy gift card"

    @Parameter(title: "Amount")
    var amount: Int

    func perform() async throws -> some IntentResult {
        try await Store.shared.sendGiftCard(amount: amount)
        return .result()
    }
}
