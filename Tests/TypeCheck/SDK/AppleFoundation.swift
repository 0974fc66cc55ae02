// Foundation API that Apple's Foundation has and the Linux Foundation lacks, declared as on Apple platforms.
// Implicitly imported into every file checked (on Apple platforms `import Foundation` brings these; here a file
// that forgets that import still sees them).
@_exported import Foundation

/// documentation/foundation/customlocalizedstringresourceconvertible
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public protocol CustomLocalizedStringResourceConvertible {
    var localizedStringResource: LocalizedStringResource { get }
}

/// documentation/foundation/localizedstringresource
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct LocalizedStringResource: ExpressibleByStringInterpolation, CustomLocalizedStringResourceConvertible, Hashable, Sendable {
    /// documentation/foundation/localizedstringresource/bundledescription
    public enum BundleDescription: Sendable, Hashable {
        case main
        case forClass(AnyClass)
        case atURL(URL)
        public static func == (a: Self, b: Self) -> Bool { true }
        public func hash(into hasher: inout Hasher) {}
    }

    /// documentation/foundation/localizedstringresource/init(_:table:locale:bundle:comment:)
    public init(_ keyAndValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current,
                bundle: BundleDescription = .main, comment: StaticString? = nil) {}
    /// documentation/foundation/localizedstringresource/init(_:defaultvalue:table:locale:bundle:comment:)
    public init(_ key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current,
                bundle: BundleDescription = .main, comment: StaticString? = nil) {}
    /// documentation/foundation/localizedstringresource/init(stringliteral:)
    public init(stringLiteral value: String) {}
    /// documentation/foundation/localizedstringresource/init(stringinterpolation:)
    public init(stringInterpolation: String.LocalizationValue.StringInterpolation) {}

    /// documentation/foundation/localizedstringresource/key
    public var key: String { "" }
    public var localizedStringResource: LocalizedStringResource { self }
}

extension String {
    /// documentation/swift/string/localizationvalue
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public struct LocalizationValue: ExpressibleByStringInterpolation, Hashable, Sendable {
        /// documentation/swift/string/localizationvalue/stringinterpolation
        public struct StringInterpolation: StringInterpolationProtocol, Sendable {
            public init(literalCapacity: Int, interpolationCount: Int) {}
            public mutating func appendLiteral(_ literal: String) {}
            public mutating func appendInterpolation<T>(_ value: T) {}
            public mutating func appendInterpolation<T>(_ value: T, specifier: String) {}
            public mutating func appendInterpolation<T: FormatStyle>(_ value: T.FormatInput, format: T) {}
            /// the `\(placeholder: type)` syntax of documentation/swift/string/localizationvalue/placeholder
            @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
            public mutating func appendInterpolation(placeholder: Placeholder) {}
        }
        /// documentation/swift/string/localizationvalue/placeholder
        @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
        public enum Placeholder: Sendable {
            /// documentation/swift/string/localizationvalue/placeholder/int (and …/uint, …/float, …/double, …/object)
            case int, uint, float, double, object
        }
        public init(_ value: String) {}
        public init(stringLiteral value: String) {}
        public init(stringInterpolation: StringInterpolation) {}
    }

    /// documentation/swift/string/init(localized:table:bundle:locale:comment:)
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public init(localized keyAndValue: String.LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
                locale: Locale = .current, comment: StaticString? = nil) { self = "" }
    /// documentation/swift/string/init(localized:defaultvalue:table:bundle:locale:comment:)
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public init(localized key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
                locale: Locale = .current, comment: StaticString? = nil) { self = "" }
    /// documentation/swift/string/init(localized:options:)
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public init(localized resource: LocalizedStringResource) { self = "" }
}

/// documentation/foundation/undomanager
open class UndoManager: @unchecked Sendable {
    public init() {}
    open func registerUndo<Target: AnyObject>(withTarget target: Target, handler: @escaping @Sendable (Target) -> Void) {}
    open func setActionName(_ actionName: String) {}
}
