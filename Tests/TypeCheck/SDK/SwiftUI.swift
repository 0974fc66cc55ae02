// SwiftUI, as far as the samples' apps, widgets and snippets use it: documentation/swiftui
@_exported import Foundation
@_exported import AppleFoundation
import AppIntents

/// documentation/swiftui/view
@MainActor @preconcurrency
public protocol View {
    associatedtype Body: View
    @ViewBuilder var body: Body { get }
}
extension Never: View {
    public var body: Never { fatalError() }
}
/// documentation/swiftui/viewbuilder
@resultBuilder
public enum ViewBuilder {
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> { TupleView() }
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    public static func buildEither<T: View, F: View>(first: T) -> _ConditionalContent<T, F> { _ConditionalContent() }
    public static func buildEither<T: View, F: View>(second: F) -> _ConditionalContent<T, F> { _ConditionalContent() }
}
extension Optional: View where Wrapped: View {
    public var body: Never { fatalError() }
}
/// documentation/swiftui/tupleview
public struct TupleView<T>: View { public var body: Never { fatalError() } }
/// documentation/swiftui/_conditionalcontent
public struct _ConditionalContent<T, F>: View { public var body: Never { fatalError() } }
/// documentation/swiftui/emptyview
public struct EmptyView: View { public init() {}; public var body: Never { fatalError() } }

/// documentation/swiftui/text
public struct Text: View, Equatable, Sendable {
    public init(_ key: LocalizedStringResource) {}
    public init<S: StringProtocol>(_ content: S) {}
    public init(verbatim content: String) {}
    public var body: Never { fatalError() }
    public func font(_ font: Font?) -> Text { self }
    public func bold() -> Text { self }
}
/// documentation/swiftui/image
public struct Image: View, Sendable {
    public init(systemName: String) {}
    public init(_ name: String) {}
    public var body: Never { fatalError() }
}
/// documentation/swiftui/font
public struct Font: Sendable {
    public static let largeTitle = Font(), title = Font(), headline = Font(), subheadline = Font(), body = Font(), caption = Font(), footnote = Font()
}
/// documentation/swiftui/horizontalalignment
public struct HorizontalAlignment: Sendable { public static let leading = Self(), center = Self(), trailing = Self() }
/// documentation/swiftui/vstack
public struct VStack<Content: View>: View {
    public init(alignment: HorizontalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}
/// documentation/swiftui/hstack
public struct HStack<Content: View>: View {
    public init(spacing: Double? = nil, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}
/// documentation/swiftui/label
public struct Label<Title: View, Icon: View>: View {
    public init(_ title: LocalizedStringResource, systemImage: String) where Title == Text, Icon == Image {}
    public var body: Never { fatalError() }
}
/// documentation/swiftui/shapestyle
public protocol ShapeStyle: Sendable {}
extension ShapeStyle {
    /// documentation/swiftui/shapestyle/tertiary-swift.property
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public var tertiary: some ShapeStyle { self }
}
/// documentation/swiftui/hierarchicalshapestyle
public struct HierarchicalShapeStyle: ShapeStyle { public static let primary = Self(), secondary = Self(), tertiary = Self() }
/// documentation/swiftui/fillshapestyle
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct FillShapeStyle: ShapeStyle {
    /// documentation/swiftui/fillshapestyle/init()
    public init() {}
}
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension ShapeStyle where Self == FillShapeStyle {
    /// documentation/swiftui/shapestyle/fill
    public static var fill: FillShapeStyle { FillShapeStyle() }
}
/// documentation/swiftui/containerbackgroundplacement (its `widget` is WidgetKit's)
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct ContainerBackgroundPlacement: Sendable {
    public init() {}
}
extension View {
    /// documentation/swiftui/view/font(_:)
    public func font(_ font: Font?) -> some View { self }
    /// documentation/swiftui/view/foregroundstyle(_:)
    public func foregroundStyle(_ style: HierarchicalShapeStyle) -> some View { self }
    /// documentation/swiftui/view/linelimit(_:)
    public func lineLimit(_ number: Int?) -> some View { self }
    /// documentation/swiftui/view/padding(_:)
    public func padding(_ length: Double? = nil) -> some View { self }
    /// documentation/swiftui/view/containerbackground(_:for:)
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public func containerBackground<S: ShapeStyle>(_ style: S, for container: ContainerBackgroundPlacement) -> some View { self }
}

/// documentation/swiftui/app
@MainActor @preconcurrency
public protocol App {
    associatedtype Body: Scene
    init()
    @SceneBuilder var body: Body { get }
}
extension App {
    public static func main() {}
}
/// documentation/swiftui/scene
@MainActor @preconcurrency
public protocol Scene {}
/// documentation/swiftui/scenebuilder
@resultBuilder
public enum SceneBuilder {
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
}
/// documentation/swiftui/windowgroup
public struct WindowGroup<Content: View>: Scene {
    public init(@ViewBuilder content: () -> Content) {}
}

// What AppIntents adds when SwiftUI is imported too (its SwiftUI overlay): snippet views in results.
extension IntentResult {
    /// documentation/appintents/intentresult/result(view:)
    public static func result<Content: View>(view: Content) -> Self
        where Self == IntentResultContainer<Never, Never, _SnippetViewContainer, Never> { fatalError() }
    /// documentation/appintents/intentresult/result(dialog:view:)
    public static func result<Content: View>(dialog: IntentDialog, view: Content) -> Self
        where Self == IntentResultContainer<Never, Never, _SnippetViewContainer, IntentDialog> { fatalError() }
    /// documentation/appintents/intentresult/result(dialog:content:)
    public static func result<Content: View>(dialog: IntentDialog, @ViewBuilder content: () -> Content) -> Self
        where Self == IntentResultContainer<Never, Never, _SnippetViewContainer, IntentDialog> { fatalError() }
    /// documentation/appintents/intentresult/result(value:dialog:view:)
    public static func result<V: _IntentValue, Content: View>(value: V, dialog: IntentDialog, view: Content = EmptyView()) -> Self
        where Self == IntentResultContainer<V, Never, _SnippetViewContainer, IntentDialog> { fatalError() }
    /// documentation/appintents/intentresult/result(value:dialog:content:)
    public static func result<V: _IntentValue, Content: View>(value: V, dialog: IntentDialog, @ViewBuilder content: () -> Content) -> Self
        where Self == IntentResultContainer<V, Never, _SnippetViewContainer, IntentDialog> { fatalError() }
}
