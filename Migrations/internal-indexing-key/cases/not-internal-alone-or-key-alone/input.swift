import AppIntents
import CoreSpotlight

struct ReservationEntity: IndexedEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Reservation"
    static let defaultQuery = ReservationQuery()

    let id: UUID

    // Internal, no key: kept to the app, as meant.
    @Property(title: "POS Ticket", visibility: .internal)
    var posTicketID: String

    // A key, default visibility: meant to be found.
    @ComputedProperty(title: "Restaurant", description: "Name of the restaurant the table is booked at", indexingKey: \.displayName)
    var restaurantName: String { booking.restaurant }

    // `.default` visibility spelled out, with a key.
    @ComputedProperty(title: "Guests", description: "Total number of guests", visibility: .default, indexingKey: \.participants)
    var guests: String { "\(booking.partySize)" }

    var booking: Booking
    var displayRepresentation: DisplayRepresentation { "\(restaurantName)" }
}

/// Not an entity: its own wrapper that happens to take the same labels.
struct Settings {
    @propertyWrapper
    struct Property {
        enum Visibility { case `default`, `internal` }

        var wrappedValue = ""

        init(title: String, visibility: Visibility, indexingKey: PartialKeyPath<CSSearchableItemAttributeSet>) {}
    }

    @Property(title: "Secret", visibility: .internal, indexingKey: \.title)
    var secret: String
}
