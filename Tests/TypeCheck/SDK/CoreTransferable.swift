// CoreTransferable, as far as entities' transfer representations use it: documentation/coretransferable
@_exported import Foundation

/// documentation/coretransferable/transferable
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
@preconcurrency
public protocol Transferable: Sendable {
    /// documentation/coretransferable/transferable/representation
    associatedtype Representation: TransferRepresentation
    /// documentation/coretransferable/transferable/transferrepresentation
    @TransferRepresentationBuilder<Self> static var transferRepresentation: Representation { get }
}

/// documentation/coretransferable/transferrepresentation (its `body` is not modelled: the cases write no
/// representation types of their own)
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public protocol TransferRepresentation<Item>: Sendable {
    /// documentation/coretransferable/transferrepresentation/item
    associatedtype Item: Transferable
}

/// documentation/coretransferable/transferrepresentationbuilder
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
@resultBuilder
public struct TransferRepresentationBuilder<Item: Transferable> {
    /// documentation/coretransferable/transferrepresentationbuilder/buildblock(_:)
    public static func buildBlock<Content: TransferRepresentation>(_ content: Content) -> Content { content }
    /// documentation/coretransferable/transferrepresentationbuilder/buildexpression(_:)-3z8sl (a representation of the
    /// builder's item, which is how `ProxyRepresentation(exporting: \.title)` finds its root)
    public static func buildExpression<R: TransferRepresentation>(_ content: R) -> R where R.Item == Item { content }
}

/// documentation/coretransferable/proxyrepresentation
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct ProxyRepresentation<Item: Transferable, ProxyRepresentation: Transferable>: TransferRepresentation {
    /// documentation/coretransferable/proxyrepresentation/init(exporting:)-q3qp
    public init(exporting: @escaping @Sendable (Item) throws -> ProxyRepresentation) {}
}

/// documentation/swift/string (its Transferable conformance: plain text, documentation/coretransferable/proxyrepresentation)
extension String: Transferable {
    public static var transferRepresentation: ProxyRepresentation<String, String> { ProxyRepresentation { $0 } }
}
