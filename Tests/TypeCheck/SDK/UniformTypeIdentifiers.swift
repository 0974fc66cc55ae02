// UniformTypeIdentifiers, as far as intents use it: documentation/uniformtypeidentifiers
@_exported import Foundation

/// documentation/uniformtypeidentifiers/uttype
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct UTType: Hashable, Sendable {
    /// documentation/uniformtypeidentifiers/uttype/init(filenameextension:)
    public init?(filenameExtension: String) {}
    /// documentation/uniformtypeidentifiers/uttype/init(_:)
    public init?(_ identifier: String) {}
    private init() {}
    /// documentation/uniformtypeidentifiers/uttype/identifier
    public var identifier: String { "" }
    /// documentation/uniformtypeidentifiers/uttype/preferredfilenameextension
    public var preferredFilenameExtension: String? { nil }
    /// documentation/uniformtypeidentifiers/system-declared-uniform-type-identifiers
    public static let plainText = UTType(), pdf = UTType(), image = UTType(), png = UTType(), jpeg = UTType(), heic = UTType(),
                      json = UTType(), data = UTType(), audio = UTType(), movie = UTType(), commaSeparatedText = UTType(),
                      text = UTType(), item = UTType(), content = UTType(), url = UTType(), spreadsheet = UTType(), presentation = UTType()
}
