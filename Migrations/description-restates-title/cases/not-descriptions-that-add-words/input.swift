import AppIntents

@AppIntent(.tool)
struct BookTable: AppIntent {
    static let title: LocalizedStringResource = "Book a Table"
    static let description = IntentDescription(
        "Reserves a table at a restaurant for a party size and arrival time. Free bookings only."
    )

    @Parameter(title: "Restaurant", description: "The restaurant to book")
    var restaurant: RestaurantEntity

    @Parameter(title: "Guests", description: "Total number of guests, including the person booking, from 1 to 12")
    var partySize: Int

    @Parameter(title: "Search")
    var search: String

    func perform() async throws -> some IntentResult { .result() }
}

struct ReservationEntity: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Reservation"
    static let defaultQuery = ReservationQuery()
    let id: UUID

    @Property(title: "Arrival", description: "Booked arrival time, in the restaurant's local time zone")
    var arrival: Date

    @Property(title: "Special Requests", description: "TODO: describe Special Requests for someone who doesn't know the app")
    var specialRequests: String

    var displayRepresentation: DisplayRepresentation { "\(id)" }
}
