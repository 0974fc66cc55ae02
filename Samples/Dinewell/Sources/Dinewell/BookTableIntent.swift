//
//  BookTableIntent.swift
//  Dinewell
//

import AppIntents
import Foundation

// MARK: - Book a table

/// Books a table at a restaurant that doesn't ask for a deposit. Restaurants
/// that do are booked in the app (see `PayDepositIntent`).
struct BookTableIntent: DinewellIntent {
    static let title: LocalizedStringResource = "Book a Table"

    #if os(iOS)
    /// On iPhone the booking completes in the background and a Live
    /// Activity takes over; the Mac app still opens.
    static let openAppWhenRun: Bool = false
    #endif

    @Parameter(title: "Restaurant")
    var restaurant: RestaurantEntity

    @Parameter(title: "Guests", default: 2)
    var partySize: Int

    @Parameter(title: "Arrival time")
    var time: Date

    init() {}

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let size = partySize
        try await requestConfirmation(result: .result(dialog: "Book a table for \(size)?"))

        let outcome = try await reservations.book(restaurant.id, guests: size, at: time)
        switch outcome {
        case .booked(let booking):
            BookFirstTableTip.hasBooked = true
            let arrival = booking.arrival.dinewellArrival(in: booking.timeZone)
            return .result(dialog: "You're booked at \(booking.restaurantName), \(arrival) → table for \(size).")
        case .waitlisted(let position):
            return .result(dialog: "\(restaurant.name) is full, so you're number \(position) on the waitlist.")
        case .notOnDinewell:
            return .result(dialog: "Sorry, that restaurant isn't available on Dinewell.")
        }
    }
}

// MARK: - Outcome

/// What the reservation service says after a booking attempt.
enum BookingOutcome: Sendable {
    case booked(Booking)
    case waitlisted(position: Int)
    case notOnDinewell
}
