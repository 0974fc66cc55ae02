//
//  PurchaseRecordIntent.swift
//  CrateApp
//
//  Marketplace: buys a listed copy of a record from a seller. Money moves
//  here, so the flow always ends on the in-app checkout sheet.
//

import AppIntents
import Foundation

// MARK: - Purchase a record

/// Buys a specific marketplace listing with the card on file.
struct PurchaseRecordIntent: AppIntent {
    static let title: LocalizedStringResource = "Buy Record from Seller"
    static let description = IntentDescription(
        "Buys a listed copy of a record from a marketplace seller using your saved card."
    )

    static var openAppWhenRun: Bool = true

    @Parameter(title: "Listing")
    var listingID: String

    @Parameter(title: "Maximum price")
    var maximumPrice: Decimal?

    init() {}

    @MainActor
    func perform() async throws -> some IntentResult & ProvidesDialog {
        let market = MarketplaceClient.shared
        guard let listing = try await market.listing(id: listingID) else {
            return .result(dialog: "That listing is no longer available.")
        }

        if let maximumPrice, listing.price > maximumPrice {
            let price = listing.price.formatted(.currency(code: listing.currencyCode))
            return .result(dialog: "Sorry, that copy costs \(price), which is over your limit.")
        }

        try await requestConfirmation(
            result: .result(dialog: "Buy \(listing.title) from \(listing.sellerName)?"),
            confirmationActionName: .buy
        )

        let order = try await market.purchase(listing)
        AppNavigator.shared.show(.order(order.id))
        return .result(dialog: "Ordered \(listing.title). Order № \(order.number).")
    }
}

// MARK: - Listing links

extension PurchaseRecordIntent {
    /// Accepts "https://market.example/sell/item/123456" and returns "123456".
    static func listingID(fromLink link: String) -> String? {
        link.firstMatch(of: #/sell/item/(\d+)/#).map { String($0.output.1) }
    }
}
