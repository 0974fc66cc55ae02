import AppIntents

struct ReservationEntity: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Reservation"
    static let defaultQuery = ReservationQuery()
    let id: UUID
    var displayRepresentation: DisplayRepresentation { "\(id)" }
}

struct RestaurantEntity: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Restaurant"
    static let defaultQuery = RestaurantQuery()
    let id: String
    var displayRepresentation: DisplayRepresentation { "\(id)" }
}
