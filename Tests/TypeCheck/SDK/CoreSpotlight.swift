// CoreSpotlight, as far as App Intents entities use it: documentation/corespotlight
@_exported import Foundation
import UniformTypeIdentifiers

/// documentation/corespotlight/cssearchableitemattributeset
open class CSSearchableItemAttributeSet: @unchecked Sendable {
    /// documentation/corespotlight/cssearchableitemattributeset/init(contenttype:)
    public init(contentType: UTType) {}
    public init() {}
    open var displayName: String?
    open var title: String?
    open var contentDescription: String?
    open var keywords: [String]?
    open var artist: String?
    open var album: String?
    open var genre: String?
    open var namedLocation: String?
    open var thumbnailData: Data?
    open var thumbnailURL: URL?
    open var startDate: Date?
    open var endDate: Date?
    open var rating: NSNumber?
    open var identifier: String?
    open var city: String?
    open var latitude: NSNumber?
    open var longitude: NSNumber?
    open var phoneNumbers: [String]?
    open var authorNames: [String]?
    open var contentCreationDate: Date?
    open var musicalGenre: String?
    open var composer: String?
    open var duration: NSNumber?
    open var recordingDate: Date?
    /// documentation/corespotlight/cssearchableitemattributeset/textcontent
    open var textContent: String?
    /// documentation/corespotlight/cssearchableitemattributeset/comment
    open var comment: String?
    /// documentation/corespotlight/cssearchableitemattributeset/participants
    open var participants: [String]?
}

/// documentation/corespotlight/cscustomattributekey
open class CSCustomAttributeKey: @unchecked Sendable {
    /// documentation/corespotlight/cscustomattributekey/init(keyname:)
    public init?(keyName: String) {}
    /// documentation/corespotlight/cscustomattributekey/init(keyname:searchable:searchablebydefault:unique:multivalued:)
    public init?(keyName: String, searchable: Bool, searchableByDefault: Bool, unique: Bool, multiValued: Bool) {}
}

/// documentation/corespotlight/cssearchableindex
open class CSSearchableIndex: @unchecked Sendable {
    public static func `default`() -> CSSearchableIndex { CSSearchableIndex(name: "") }
    /// documentation/corespotlight/cssearchableindex/init(name:)
    public init(name: String) {}
    /// documentation/corespotlight/cssearchableindex/init(name:protectionclass:)
    public init(name: String, protectionClass: FileProtectionType?) {}
    /// documentation/corespotlight/cssearchableindex/indexsearchableitems(_:completionhandler:)
    open func indexSearchableItems(_ items: [CSSearchableItem], completionHandler: (@Sendable (Error?) -> Void)? = nil) {}
    /// documentation/corespotlight/cssearchableindex/deleteallsearchableitems(completionhandler:)
    open func deleteAllSearchableItems(completionHandler: (@Sendable (Error?) -> Void)? = nil) {}
}

/// documentation/corespotlight/cssearchableitem
open class CSSearchableItem: @unchecked Sendable {
    /// documentation/corespotlight/cssearchableitem/init(uniqueidentifier:domainidentifier:attributeset:)
    public init(uniqueIdentifier: String?, domainIdentifier: String?, attributeSet: CSSearchableItemAttributeSet) {}
}
