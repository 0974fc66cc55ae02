import AppIntents

/// A question about buying starts nothing: marked.
@AppIntent(.tool)
struct SuggestNextBuyIntent: AppIntent {
    static let title: LocalizedStringResource = "What Should I Buy Next"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let album = await Wantlist.shared.topPick()
        return .result(dialog: "Try \(album.title).")
    }
}

/// Reading the orders moves no money: marked.
@AppIntent(.tool)
struct ShowOpenOrdersIntent: AppIntent {
    static let title: LocalizedStringResource = "Show Open Orders"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let count = await Orders.shared.openCount()
        return .result(dialog: "You have \(count) open orders.")
    }
}

/// Placing one does: held for a person's decision.
struct PlaceOrderIntent: AppIntent {
    static let title: LocalizedStringResource = "Place Order"

    func perform() async throws -> some IntentResult {
        try await Orders.shared.placeCart()
        return .result()
    }
}
