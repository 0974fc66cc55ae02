// TipKit, as far as tips beside intents use it: documentation/tipkit
@_exported import Foundation
import SwiftUI

/// documentation/tipkit/tips
public enum Tips {
    /// documentation/tipkit/tips/parameter
    public struct Parameter<Value: Codable & Sendable>: Sendable {
        public init() {}
        public var wrappedValue: Value { fatalError() }
    }
    /// documentation/tipkit/tips/parameteroption
    public struct ParameterOption: Sendable {
        /// documentation/tipkit/tips/parameteroption/transient
        public static var transient: ParameterOption { ParameterOption() }
    }
    /// documentation/tipkit/tips/rule
    public struct Rule: Sendable { public init() {} }
    /// documentation/tipkit/tips/rulebuilder
    @resultBuilder
    public struct RuleBuilder {
        /// documentation/tipkit/tips/rulebuilder/buildblock
        public static func buildBlock() -> [Tips.Rule] { [] }
        /// documentation/tipkit/tips/rulebuilder/buildexpression(_:)-550io
        public static func buildExpression(_ expression: Tips.Rule) -> [Tips.Rule] { [expression] }
        /// documentation/tipkit/tips/rulebuilder/buildexpression(_:)-4fme4
        public static func buildExpression(_ expression: Tips.Rule?) -> [Tips.Rule] { expression.map { [$0] } ?? [] }
        /// documentation/tipkit/tips/rulebuilder/buildexpression(_:)-51kbv
        public static func buildExpression(_ expression: [Tips.Rule]) -> [Tips.Rule] { expression }
        /// documentation/tipkit/tips/rulebuilder/buildexpression(_:)-8sdof
        public static func buildExpression(_ expression: [Tips.Rule?]) -> [Tips.Rule] { expression.compactMap { $0 } }
        /// documentation/tipkit/tips/rulebuilder/buildpartialblock(first:)
        public static func buildPartialBlock(first: [Tips.Rule]) -> [Tips.Rule] { first }
        /// documentation/tipkit/tips/rulebuilder/buildpartialblock(accumulated:next:)
        public static func buildPartialBlock(accumulated: [Tips.Rule], next: [Tips.Rule]) -> [Tips.Rule] { accumulated + next }
        /// documentation/tipkit/tips/rulebuilder/buildeither(first:)
        public static func buildEither(first: [Tips.Rule]) -> [Tips.Rule] { first }
        /// documentation/tipkit/tips/rulebuilder/buildeither(second:)
        public static func buildEither(second: [Tips.Rule]) -> [Tips.Rule] { second }
        /// documentation/tipkit/tips/rulebuilder/buildoptional(_:)-29ezt
        public static func buildOptional(_ component: Tips.Rule?) -> [Tips.Rule] { component.map { [$0] } ?? [] }
        /// documentation/tipkit/tips/rulebuilder/buildoptional(_:)-62rsn
        public static func buildOptional(_ component: [Tips.Rule?]) -> [Tips.Rule] { component.compactMap { $0 } }
    }
    /// documentation/tipkit/tips/configure(_:)
    public static func configure() throws {}
}
/// documentation/tipkit/rule
public typealias Rule = Tips.Rule

/// documentation/tipkit/tip
public protocol Tip: Identifiable, Sendable {
    var title: Text { get }
    var message: Text? { get }
    var image: Image? { get }
    /// documentation/tipkit/tip/rules
    @Tips.RuleBuilder var rules: [Rule] { get }
}
extension Tip {
    public var id: String { "" }
    public var message: Text? { nil }
    public var image: Image? { nil }
    public var rules: [Rule] { [] }
}

/// documentation/tipkit/parameter(_:) — a tip rule input; its `$name` peer is what rules read.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@attached(peer, names: prefixed(`$`))
public macro Parameter(_ options: Tips.ParameterOption...) = #externalMacro(module: "AppIntentsStubMacros", type: "TipParameterMacro")

/// documentation/tipkit/rule(_:_:)
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@freestanding(expression)
public macro Rule<Value>(_ input: Tips.Parameter<Value>, _ predicate: (Value) -> Bool) -> Tips.Rule =
    #externalMacro(module: "AppIntentsStubMacros", type: "TipRuleMacro")
