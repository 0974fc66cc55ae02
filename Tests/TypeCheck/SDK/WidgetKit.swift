// WidgetKit, as far as widget configuration intents use it: documentation/widgetkit
@_exported import Foundation
import AppIntents
import SwiftUI

/// documentation/widgetkit/widget
@MainActor @preconcurrency
public protocol Widget {
    associatedtype Body: WidgetConfiguration
    init()
    var body: Body { get }
}
/// documentation/widgetkit/widgetconfiguration
@MainActor @preconcurrency
public protocol WidgetConfiguration {}
extension WidgetConfiguration {
    /// documentation/swiftui/widgetconfiguration/configurationdisplayname(_:)
    public func configurationDisplayName(_ displayName: LocalizedStringResource) -> some WidgetConfiguration { self }
    /// documentation/swiftui/widgetconfiguration/description(_:)
    public func description(_ description: LocalizedStringResource) -> some WidgetConfiguration { self }
    /// documentation/swiftui/widgetconfiguration/supportedfamilies(_:)
    @available(iOS 14.0, macOS 11.0, watchOS 9.0, *)
    public func supportedFamilies(_ families: [WidgetFamily]) -> some WidgetConfiguration { self }
}
/// documentation/widgetkit/widgetfamily (the sizes the samples use)
@available(iOS 14.0, macOS 11.0, watchOS 9.0, *) @preconcurrency
public enum WidgetFamily: Sendable {
    /// documentation/widgetkit/widgetfamily/systemsmall, …/systemmedium, …/systemlarge
    case systemSmall, systemMedium, systemLarge
}
extension ContainerBackgroundPlacement {
    /// documentation/swiftui/containerbackgroundplacement/widget
    @available(iOS 17.0, macOS 14.0, watchOS 10.0, *)
    public static let widget = ContainerBackgroundPlacement()
}
/// documentation/widgetkit/timelineentry
public protocol TimelineEntry {
    var date: Date { get }
}
/// documentation/widgetkit/timelinereloadpolicy
public struct TimelineReloadPolicy: Sendable {
    public static let atEnd = Self(), never = Self()
    public static func after(_ date: Date) -> Self { Self() }
}
/// documentation/widgetkit/timeline
public struct Timeline<EntryType: TimelineEntry> {
    public init(entries: [EntryType], policy: TimelineReloadPolicy) {}
}
/// documentation/widgetkit/timelineprovidercontext
public struct TimelineProviderContext: Sendable { public var isPreview: Bool { false } }
/// documentation/widgetkit/appintenttimelineprovider
@available(iOS 17.0, macOS 14.0, watchOS 10.0, *)
public protocol AppIntentTimelineProvider {
    associatedtype Entry: TimelineEntry
    associatedtype Intent: WidgetConfigurationIntent
    typealias Context = TimelineProviderContext
    func placeholder(in context: Context) -> Entry
    func snapshot(for configuration: Intent, in context: Context) async -> Entry
    func timeline(for configuration: Intent, in context: Context) async -> Timeline<Entry>
}
/// documentation/widgetkit/appintentconfiguration
@available(iOS 17.0, macOS 14.0, watchOS 10.0, *)
public struct AppIntentConfiguration<Intent: WidgetConfigurationIntent, Content: View>: WidgetConfiguration {
    /// documentation/widgetkit/appintentconfiguration/init(kind:intent:provider:content:)
    public init<Provider: AppIntentTimelineProvider>(kind: String, intent: Intent.Type = Intent.self, provider: Provider,
                                                     @ViewBuilder content: @escaping (Provider.Entry) -> Content)
        where Provider.Intent == Intent {}
}
/// documentation/widgetkit/widgetbundle
@MainActor @preconcurrency
public protocol WidgetBundle {}
/// documentation/widgetkit/widgetcenter
@available(iOS 14.0, macOS 11.0, watchOS 9.0, *)
public final class WidgetCenter: @unchecked Sendable {
    public static let shared = WidgetCenter()
    /// documentation/widgetkit/widgetcenter/reloadtimelines(ofkind:)
    public func reloadTimelines(ofKind kind: String) {}
    /// documentation/widgetkit/widgetcenter/reloadalltimelines()
    public func reloadAllTimelines() {}
}
