import AppIntents

struct ReservationEntity: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Reservation"
    static let defaultQuery = ReservationQuery()
    static let authenticationPolicy: IntentAuthenticationPolicy = .alwaysAllowed

    let id: UUID

    @Property(title: "Restaurant", description: "Name of the restaurant the table is booked at")
    var restaurantName: String

    @Property(title: "Guests", description: "TODO: describe Guests for someone who doesn't know the app")
    var partySize: Int

    @Property(description: "TODO: describe arrival for someone who doesn't know the app") var arrival: Date

    @Property(
        title: "Special Requests",
        description: "TODO: describe Special Requests for someone who doesn't know the app",
        authenticationPolicy: .requiresAuthentication
    )
    var specialRequests: String

    @Property(
        title: "Dress Code",
        description: "TODO: describe Dress Code for someone who doesn't know the app",
    )
    var dressCode: String?

    @ComputedProperty(title: "Is Upcoming", description: "TODO: describe Is Upcoming for someone who doesn't know the app")
    var isUpcoming: Bool { arrival > .now }

    @DeferredProperty(title: LocalizedStringResource("Table Status", defaultValue: "Table Status"), description: "TODO: describe Table Status for someone who doesn't know the app")
    var tableStatus: String {
        get async { await TableStatus.fetch(for: id) }
    }

    @Property(title: "POS Ticket", visibility: .internal)
    var posTicketID: String

    @ComputedProperty(
        title: "Deposit",
        visibility: .internal
    )
    var deposit: Decimal { 0 }

    var displayRepresentation: DisplayRepresentation {
        "\(restaurantName), \(partySize) guests"
    }
}
