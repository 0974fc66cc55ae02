// os, as far as intents log with it: documentation/os
@_exported import Foundation

/// documentation/os/logger
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct Logger: @unchecked Sendable {
    /// documentation/os/logger/init(subsystem:category:)
    public init(subsystem: String, category: String) {}
    /// documentation/os/logger/init()
    public init() {}
    /// documentation/os/logger/debug(_:)
    public func debug(_ message: OSLogMessage) {}
    /// documentation/os/logger/info(_:)
    public func info(_ message: OSLogMessage) {}
    /// documentation/os/logger/notice(_:)
    public func notice(_ message: OSLogMessage) {}
    /// documentation/os/logger/warning(_:)
    public func warning(_ message: OSLogMessage) {}
    /// documentation/os/logger/error(_:)
    public func error(_ message: OSLogMessage) {}
    /// documentation/os/logger/fault(_:)
    public func fault(_ message: OSLogMessage) {}
}

/// documentation/os/oslogmessage
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct OSLogMessage: ExpressibleByStringInterpolation {
    public init(stringLiteral value: String) {}
    public init(stringInterpolation: OSLogInterpolation) {}
}

/// documentation/os/osloginterpolation
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct OSLogInterpolation: StringInterpolationProtocol {
    public init(literalCapacity: Int, interpolationCount: Int) {}
    public mutating func appendLiteral(_ literal: String) {}
    /// documentation/os/osloginterpolation/appendinterpolation(_:align:privacy:)-6tazr
    public mutating func appendInterpolation(_ argumentString: @autoclosure @escaping () -> String, align: OSLogStringAlignment = .none,
                                             privacy: OSLogPrivacy = .auto) {}
    /// documentation/os/osloginterpolation/appendinterpolation(_:align:privacy:)-84m60
    public mutating func appendInterpolation<T: CustomStringConvertible>(_ value: @autoclosure @escaping () -> T,
                                                                        align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {}
    /// documentation/os/osloginterpolation/appendinterpolation(_:format:align:privacy:)-8kli1
    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> Int, format: OSLogIntegerFormatting = .decimal,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {}
    /// documentation/os/osloginterpolation/appendinterpolation(_:privacy:attributes:)-4o74h
    public mutating func appendInterpolation(_ error: @autoclosure @escaping () -> any Error, privacy: OSLogPrivacy = .auto,
                                             attributes: String = "") {}
}

/// documentation/os/oslogprivacy
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct OSLogPrivacy: Sendable {
    /// documentation/os/oslogprivacy/auto
    public static var auto: OSLogPrivacy { OSLogPrivacy() }
    /// documentation/os/oslogprivacy/public
    public static var `public`: OSLogPrivacy { OSLogPrivacy() }
    /// documentation/os/oslogprivacy/private
    public static var `private`: OSLogPrivacy { OSLogPrivacy() }
    /// documentation/os/oslogprivacy/sensitive
    public static var sensitive: OSLogPrivacy { OSLogPrivacy() }
}

/// documentation/os/oslogstringalignment
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct OSLogStringAlignment: Sendable {
    /// documentation/os/oslogstringalignment/none
    public static var none: OSLogStringAlignment { OSLogStringAlignment() }
}

/// documentation/os/oslogintegerformatting
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct OSLogIntegerFormatting: Sendable {
    /// documentation/os/oslogintegerformatting/decimal
    public static var decimal: OSLogIntegerFormatting { OSLogIntegerFormatting() }
}
