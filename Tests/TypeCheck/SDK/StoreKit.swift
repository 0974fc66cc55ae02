// StoreKit, as far as an intent that takes a purchase uses it: documentation/storekit
@_exported import Foundation

/// documentation/storekit/product
public struct Product: Sendable, Identifiable {
    public let id: String
    /// documentation/storekit/product/purchaseresult
    public enum PurchaseResult: Sendable { case success, userCancelled, pending }
    /// documentation/storekit/product/purchaseoption
    public struct PurchaseOption: Sendable, Hashable {}
    /// documentation/storekit/product/purchase(options:)
    public func purchase(options: Set<PurchaseOption> = []) async throws -> PurchaseResult { .success }
}
