// Stand-ins for the app code that a case file or sample uses but does not declare: its services (`Player`,
// `Library`, …) and the entities of the app it comes from. Permissive on purpose: any member, any call, awaited
// and tried or not, so that the rest of the file is type-checked. A file's own declarations shadow these.
import AppIntents

/// An app service or value the checked file doesn't declare: every member and call gives another stand-in.
@dynamicMemberLookup @dynamicCallable
public struct AppStandIn: Sendable, Hashable, Codable, _IntentValue, EntityIdentifierConvertible, CustomStringConvertible {
    public init() {}
    public subscript(dynamicMember member: String) -> AppStandIn { self }
    public func dynamicallyCall(withKeywordArguments arguments: KeyValuePairs<String, Any>) -> AppStandIn { self }
    public var description: String { "" }
    public var entityIdentifierString: String { "" }
    public static func entityIdentifier(for entityIdentifierString: String) -> AppStandIn? { nil }
}

public let Player = AppStandIn(), Router = AppStandIn(), Library = AppStandIn(), Workspace = AppStandIn(),
           CrateStore = AppStandIn(), Journal = AppStandIn(), Log = AppStandIn(), Settings = AppStandIn(),
           ShareSheet = AppStandIn(), Scrobbler = AppStandIn(), Navigator = AppStandIn(), Market = AppStandIn(),
           Session = AppStandIn(), Discogs = AppStandIn(), WantlistService = AppStandIn(), Wantlist = AppStandIn(),
           TimerStore = AppStandIn(), SessionStore = AppStandIn(), Exporter = AppStandIn(), Speaker = AppStandIn(),
           Sessions = AppStandIn(), Ratings = AppStandIn(), PlayHistory = AppStandIn(), LastFM = AppStandIn(),
           Inbox = AppStandIn(), Feedback = AppStandIn(), ExportStore = AppStandIn(), Downloads = AppStandIn(),
           Auth = AppStandIn(), Analytics = AppStandIn(), Recorder = AppStandIn(), Importer = AppStandIn(),
           VideoPlayer = AppStandIn(), Cache = AppStandIn(), Stats = AppStandIn()

/// An entity of the app the checked file comes from: any member reads as a stand-in.
@dynamicMemberLookup
public struct AppEntityStandIn: AppEntity {
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
public typealias CrateEntity = AppEntityStandIn
public typealias JournalEntryEntity = AppEntityStandIn
public typealias PlaylistEntity = AppEntityStandIn
public typealias TrackEntity = AppEntityStandIn
public typealias AlbumQuery = AppEntityStandIn.Query
public typealias CrateQuery = AppEntityStandIn.Query
