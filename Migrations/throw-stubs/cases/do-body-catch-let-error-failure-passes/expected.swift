import AppIntents

struct RefreshPricesIntent: AppIntent {
    static let title: LocalizedStringResource = "Refresh Prices"

    @Parameter(title: "Crate")
    var crate: CrateEntity

    func perform() async throws -> some IntentResult & ProvidesDialog {
        do {
            let prices = try await MarketplaceClient.shared.prices(for: crate.id)
            guard !prices.isEmpty else {
                throw RefreshPricesIntentError.failure("Prices aren't ready for this crate. Try again later.")
            }
            await PriceStore.shared.save(prices)
        } catch let error as RefreshPricesIntentError {
            throw error
        } catch let error {
            Log.error("price refresh: \(error)")
            return .result(dialog: "Updated what I could.")
        }
        return .result(dialog: "Prices updated.")
    }
}

enum RefreshPricesIntentError: Error, CustomLocalizedStringResourceConvertible {
    case failure(LocalizedStringResource)

    var localizedStringResource: LocalizedStringResource {
        switch self {
        case let .failure(message): message
        }
    }
}
