// ActivityKit, as far as Live Activity intents use it: documentation/activitykit
@_exported import Foundation

/// documentation/activitykit/activityattributes
public protocol ActivityAttributes: Decodable, Encodable {
    associatedtype ContentState: Codable & Hashable
}
/// documentation/activitykit/activitycontent
public struct ActivityContent<State>: Sendable {
    public init(state: State, staleDate: Date?) {}
}
/// documentation/activitykit/activityuidismissalpolicy
public struct ActivityUIDismissalPolicy: Sendable { public static let `default` = Self(), immediate = Self() }
/// documentation/activitykit/activity
@available(iOS 16.1, *)
public final class Activity<Attributes: ActivityAttributes>: @unchecked Sendable {
    /// documentation/activitykit/activity/activities
    public static var activities: [Activity<Attributes>] { [] }
    public var id: String { "" }
    public var attributes: Attributes { fatalError() }
    /// documentation/activitykit/activity/update(_:)
    public func update(_ content: ActivityContent<Attributes.ContentState>) async {}
    /// documentation/activitykit/activity/end(_:dismissalpolicy:)
    public func end(_ content: ActivityContent<Attributes.ContentState>?, dismissalPolicy: ActivityUIDismissalPolicy = .default) async {}
}
