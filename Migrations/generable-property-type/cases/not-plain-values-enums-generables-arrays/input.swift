import AppIntents
import FoundationModels

enum Seating: String, AppEnum {
    case any, indoor, outdoor
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Seating"
    static let caseDisplayRepresentations: [Seating: DisplayRepresentation] = [.any: "Any", .indoor: "Indoors", .outdoor: "Outdoors"]
}

@AppEntity(.generable)
struct Diner: TransientAppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Diner"
    @Property(title: "Name", description: "The diner's first name")
    var name: String
    var displayRepresentation: DisplayRepresentation { "\(name)" }
    init() {}
}

@Generable
struct Budget {
    var amount: Int
}

@AppEntity([.generable])
struct TableSearch: TransientAppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Table Search"

    @Property(title: "Guests", description: "Number of guests, from 1 to 12")
    var partySize: Int

    @Property(title: "Earliest", description: "The earliest arrival time")
    var earliest: Date?

    @Property(title: "Seating", description: "Where the party wants to sit")
    var seating: Seating

    @Property(title: "Seatings", description: "Acceptable places to sit")
    var seatings: [Seating]

    @Property(title: "Diners", description: "The people coming")
    var diners: [Diner]

    @Property(title: "Budget", description: "What the party wants to spend")
    var budget: Budget

    @Property(title: "Website", description: "A web page to search on")
    var website: URL?

    var displayRepresentation: DisplayRepresentation { "Table for \(partySize)" }

    init() {}
}

/// Not generable: an ordinary entity may hold another entity.
struct ReservationEntity: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Reservation"
    static let defaultQuery = ReservationQuery()
    let id: String
    @Property(title: "Search", description: "The search that found the table")
    var search: Budget
    var displayRepresentation: DisplayRepresentation { "\(id)" }
}
