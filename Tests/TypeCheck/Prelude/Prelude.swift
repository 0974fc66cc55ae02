// Stand-ins for the app code that a case file or sample uses but does not declare: its services (`Player`,
// `Library`, …) and the entities of the app it comes from. Permissive on purpose: any member, any call, awaited
// and tried or not, so that the rest of the file is type-checked. A file's own declarations shadow these.
import AppIntents

/// An app service or value the checked file doesn't declare: every member and call gives another stand-in, or,
/// where the context wants one (a condition, an `if let`, a `for` loop, an argument or a return of a given type),
/// a value of that type (`AppStandInValue`'s members). It is a number, string or Boolean literal and compares,
/// and the names that cases write as members of an app enum (`.crate(id)`, `.stats`) are members of it.
@dynamicMemberLookup @dynamicCallable
public struct AppStandIn: Sendable, Hashable, Codable, _IntentValue, EntityIdentifierConvertible, CustomStringConvertible,
                          Comparable, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, ExpressibleByStringLiteral,
                          ExpressibleByBooleanLiteral, AppStandInValue {
    public init() {}
    public init(integerLiteral value: Int) {}
    public init(floatLiteral value: Double) {}
    public init(stringLiteral value: String) {}
    public init(booleanLiteral value: Bool) {}
    public static func < (a: AppStandIn, b: AppStandIn) -> Bool { false }
    public subscript(dynamicMember member: String) -> AppStandIn { get { self } nonmutating set {} }
    public func dynamicallyCall(withKeywordArguments arguments: KeyValuePairs<String, Any>) -> AppStandIn { self }
    public var description: String { "" }
    public var entityIdentifierString: String { "" }
    public static func entityIdentifier(for entityIdentifierString: String) -> AppStandIn? { nil }

    public static let album = AppStandIn(), asset = AppStandIn(), book = AppStandIn(), car = AppStandIn(), collection = AppStandIn(),
                      connected = AppStandIn(), crate = AppStandIn(), crates = AppStandIn(), expired = AppStandIn(),
                      export = AppStandIn(), filtered = AppStandIn(), fresh = AppStandIn(), identify = AppStandIn(),
                      importReview = AppStandIn(), newest = AppStandIn(), now = AppStandIn(), nowPlaying = AppStandIn(),
                      recent = AppStandIn(), recentlyPlayed = AppStandIn(), revoked = AppStandIn(), scanner = AppStandIn(),
                      shelf = AppStandIn(), stale = AppStandIn(), stats = AppStandIn(), thing = AppStandIn(),
                      wantlist = AppStandIn(), night = AppStandIn(), order = AppStandIn(),
                      // A format style passed to a stand-in's `formatted(_:)` (`price.formatted(.currency(code:))`).
                      currency = AppStandIn()
}

/// What a stand-in's member or call is where its context wants something else. In a protocol extension, so that
/// `AppStandIn`'s own members win wherever they fit.
public protocol AppStandInValue {}
extension AppStandInValue {
    public subscript<T>(dynamicMember member: String) -> T { get { fatalError() } nonmutating set {} }
    public subscript(dynamicMember member: String) -> AppStandIn? { get { nil } nonmutating set {} }
    public subscript(dynamicMember member: String) -> [AppStandIn] { get { [] } nonmutating set {} }
    public func dynamicallyCall<T>(withKeywordArguments arguments: KeyValuePairs<String, Any>) -> T { fatalError() }
    public func dynamicallyCall(withKeywordArguments arguments: KeyValuePairs<String, Any>) -> AppStandIn? { nil }
    public func dynamicallyCall(withKeywordArguments arguments: KeyValuePairs<String, Any>) -> [AppStandIn] { [] }
    public func dynamicallyCall(withKeywordArguments arguments: KeyValuePairs<String, AppStandIn>) -> AppStandIn { AppStandIn() }
}

public let Player = AppStandIn(), Router = AppStandIn(), Library = AppStandIn(), Workspace = AppStandIn(),
           CrateStore = AppStandIn(), Journal = AppStandIn(), Log = AppStandIn(), Settings = AppStandIn(),
           ShareSheet = AppStandIn(), Scrobbler = AppStandIn(), Navigator = AppStandIn(), Market = AppStandIn(),
           Session = AppStandIn(), Discogs = AppStandIn(), WantlistService = AppStandIn(), Wantlist = AppStandIn(),
           TimerStore = AppStandIn(), SessionStore = AppStandIn(), Exporter = AppStandIn(), Speaker = AppStandIn(),
           Sessions = AppStandIn(), Ratings = AppStandIn(), PlayHistory = AppStandIn(), LastFM = AppStandIn(),
           Inbox = AppStandIn(), Feedback = AppStandIn(), ExportStore = AppStandIn(), Downloads = AppStandIn(),
           Auth = AppStandIn(), Analytics = AppStandIn(), Recorder = AppStandIn(), Importer = AppStandIn(),
           VideoPlayer = AppStandIn(), Cache = AppStandIn(), Stats = AppStandIn(), PlaybackSettings = AppStandIn(),
           ReadingSettings = AppStandIn(), AppNavigator = AppStandIn(), MarketplaceClient = AppStandIn(),
           QueueBuilder = AppStandIn()

/// A model type of the app the checked file comes from (Samples/Dinewell's `Restaurant`): any member reads as a stand-in.
public typealias Restaurant = AppStandIn

/// The table search of Samples/Dinewell (`FindAvailableTables`), typed: its call mixes values with an app enum's members
/// (`seating: includeBar ? .any : .tablesOnly`), which is more than a stand-in's `dynamicallyCall` can read.
public enum Availability {
    public enum Seating: Sendable { case any, tablesOnly }
    public static func search(guests: Int, around time: Date, area: String?, seating: Seating) async throws -> [Restaurant] { [] }
}

/// An entity of the app the checked file comes from: any member reads as a stand-in.
@dynamicMemberLookup
public struct AppEntityStandIn: IndexedEntity, AppStandInValue {
    public struct Query: EntityStringQuery {
        public init() {}
        public func entities(for identifiers: [String]) async throws -> [AppEntityStandIn] { [] }
        public func entities(matching string: String) async throws -> [AppEntityStandIn] { [] }
    }
    public static let defaultQuery = Query()
    public static let typeDisplayRepresentation: TypeDisplayRepresentation = "Stand-in"
    public var id: String
    public var displayRepresentation: DisplayRepresentation { "" }
    public init(id: String) { self.id = id }
    public subscript(dynamicMember member: String) -> AppStandIn { AppStandIn() }
}
public typealias AlbumEntity = AppEntityStandIn
public typealias AssetEntity = AppEntityStandIn
public typealias ContactEntity = AppEntityStandIn
public typealias CoverPhotoEntity = AppEntityStandIn
public typealias CrateEntity = AppEntityStandIn
public typealias ExportFileEntity = AppEntityStandIn
public typealias FeedEntity = AppEntityStandIn
public typealias FolderEntity = AppEntityStandIn
public typealias JournalEntryEntity = AppEntityStandIn
public typealias LinerNotesEntity = AppEntityStandIn
public typealias PlaylistEntity = AppEntityStandIn
public typealias TrackEntity = AppEntityStandIn
public typealias AlbumQuery = AppEntityStandIn.Query
public typealias CrateQuery = AppEntityStandIn.Query
