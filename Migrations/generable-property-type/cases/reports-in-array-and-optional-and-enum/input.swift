import AppIntents

enum Cabin: String {
    case economy, business
}

struct AirportEntity: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Airport"
    static let defaultQuery = AirportQuery()
    let id: String
    var displayRepresentation: DisplayRepresentation { "\(id)" }
}

@AppEntity(.generable)
struct FlightSearch: TransientAppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Flight Search"

    @Property(title: "Stops", description: "Airports to stop at, by IATA code")
    var stops: [AirportEntity]?

    @Property(title: "Cabin", description: "The cabin class to search")
    var cabin: Cabin

    var displayRepresentation: DisplayRepresentation { "Flight search" }

    init() {}
}
