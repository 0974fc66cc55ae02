import AppIntents

struct PayDepositIntent: AppIntent {
    static let title: LocalizedStringResource = "Reserve Record"

    @Parameter(title: "Listing")
    var listing: ListingEntity

    func perform() async throws -> some IntentResult {
        try await Market.shared.reserve(listing.id)
        return .result()
    }
}

struct PlaceOrderIntent: AppIntent {
    static let title: LocalizedStringResource = "Place Order"

    @Parameter(title: "Listing")
    var listing: ListingEntity

    func perform() async throws -> some IntentResult {
        try await Market.shared.placeOrder(listing.id)
        return .result()
    }
}
