//
//  DiningEntities.swift
//  Dinewell
//

import AppIntents
import Foundation

// MARK: - Restaurant

/// A restaurant bookable on Dinewell, e.g. "Café Lumière" in Zürich.
struct RestaurantEntity: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Restaurant"
    static let defaultQuery = RestaurantQuery()

    let id: String

    @Property(title: "Name")
    var name: String

    @Property(title: "Cuisine")
    var cuisine: String

    @Property(title: "Neighborhood")
    var neighborhood: String

    @Property(title: "Takes deposits")
    var takesDeposits: Bool

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(name)", subtitle: "\(cuisine) · \(neighborhood)")
    }

    init(_ restaurant: Restaurant) {
        id = restaurant.slug
        name = restaurant.name
        cuisine = restaurant.cuisine
        neighborhood = restaurant.neighborhood
        takesDeposits = restaurant.depositPolicy != .none
    }
}

struct RestaurantQuery: EntityStringQuery {
    func entities(for identifiers: [RestaurantEntity.ID]) async throws -> [RestaurantEntity] {
        try await Restaurants.shared.lookup(slugs: identifiers).map(RestaurantEntity.init)
    }

    func entities(matching string: String) async throws -> [RestaurantEntity] {
        try await Restaurants.shared.search(string).map(RestaurantEntity.init)
    }

    func suggestedEntities() async throws -> [RestaurantEntity] {
        try await Restaurants.shared.favorites().map(RestaurantEntity.init)
    }
}

// MARK: - Reservation

/// A booking, as shown in the reservation Live Activity and in Shortcuts.
struct ReservationEntity: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Reservation"
    static let defaultQuery = ReservationQuery()

    let id: UUID

    @Property(title: "Restaurant")
    var restaurantName: String

    @Property(title: "Guests")
    var partySize: Int

    @Property(title: "Arrival")
    var arrival: Date

    /// Which host stand gets the ticket; only the app and widgets use it.
    @Property(title: "Routing note", visibility: .internal)
    var routingNote: String

    var displayRepresentation: DisplayRepresentation {
        "\(restaurantName), \(partySize) guests"
    }

    init(_ booking: Booking) {
        id = booking.id
        restaurantName = booking.restaurantName
        partySize = booking.partySize
        arrival = booking.arrival
        routingNote = booking.hostStand
    }
}

struct ReservationQuery: EntityQuery {
    func entities(for identifiers: [ReservationEntity.ID]) async throws -> [ReservationEntity] {
        try await Reservations.shared.bookings(ids: identifiers).map(ReservationEntity.init)
    }

    func suggestedEntities() async throws -> [ReservationEntity] {
        try await Reservations.shared.upcoming().map(ReservationEntity.init)
    }
}
