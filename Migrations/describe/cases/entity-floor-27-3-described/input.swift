import AppIntents

struct ReservationEntity: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Reservation"
    static let defaultQuery = ReservationQuery()
    static let authenticationPolicy: IntentAuthenticationPolicy = .alwaysAllowed

    let id: UUID

    @Property(title: "Restaurant", description: "Name of the restaurant the table is booked at")
    var restaurantName: String

    @Property(title: "Guests")
    var partySize: Int

    @Property var arrival: Date

    @Property(
        title: "Special Requests",
        authenticationPolicy: .requiresAuthentication
    )
    var specialRequests: String

    @Property(
        title: "Dress Code",
    )
    var dressCode: String?

    @ComputedProperty(title: "Is Upcoming")
    var isUpcoming: Bool { arrival > .now }

    @DeferredProperty(title: LocalizedStringResource("Table Status", defaultValue: "Table Status"))
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
