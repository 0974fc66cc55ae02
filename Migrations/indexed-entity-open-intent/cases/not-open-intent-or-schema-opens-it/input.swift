import AppIntents

struct RestaurantEntity: IndexedEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Restaurant"
    static let defaultQuery = RestaurantQuery()
    let id: String
    var displayRepresentation: DisplayRepresentation { "\(id)" }
}

struct ReservationEntity: IndexedEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Reservation"
    static let defaultQuery = ReservationQuery()
    let id: UUID
    var displayRepresentation: DisplayRepresentation { "\(id)" }
}

struct OpenRestaurant: OpenIntent {
    static let title: LocalizedStringResource = "Open Restaurant"
    @Parameter(title: "Restaurant")
    var target: RestaurantEntity?
    func perform() async throws -> some IntentResult { .result() }
}

@AppIntent(schema: .system.open)
struct OpenReservation {
    var target: ReservationEntity
    func perform() async throws -> some IntentResult { .result() }
}

/// Not indexed: no OpenIntent needed.
struct TableEntity: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Table"
    static let defaultQuery = TableQuery()
    let id: Int
    var displayRepresentation: DisplayRepresentation { "\(id)" }
}
