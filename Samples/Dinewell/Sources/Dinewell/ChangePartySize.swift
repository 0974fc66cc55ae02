//
//  ChangePartySize.swift
//  Dinewell
//

import AppIntents
import Foundation

// MARK: - Change party size

/// Changes how many guests are coming to an upcoming booking.
///
/// Works from the reservation Live Activity too ("make it six"), which is
/// why the reservation parameter is optional.
struct ChangePartySize: DinewellIntent {
    static let title: LocalizedStringResource = "Change Party Size"
    static let description = IntentDescription(
        "Changes the number of guests on an upcoming reservation."
    )

    /// Overrides the `DinewellIntent` default: nothing to show for this one.
    static var openAppWhenRun: Bool { false }

    @Parameter(title: "Reservation")
    var reservation: ReservationEntity?

    @Parameter(
        title: "Party size",
        inclusiveRange: (1, 12)
    )
    var newSize: Int

    init() {}

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let activeID = await ReservationActivity.current?.reservationID

        guard
            let id = reservation?.id ?? activeID,
            let booking = try await reservations.booking(id: id),
            booking.arrival > .now
        else {
            return .result(dialog: "I couldn't find an upcoming reservation to change.")
        }

        if newSize == booking.partySize {
            return .result(dialog: "Your table at \(booking.restaurantName) is already for \(newSize).")
        }

        if newSize > booking.maximumPartySize {
            return .result(
                dialog: IntentDialog(
                    stringLiteral: String(
                        localized: "\(booking.restaurantName) can't seat more than \(booking.maximumPartySize) guests at one table.",
                        comment: "Party size above what the restaurant allows online"
                    )
                )
            )
        }

        try await reservations.updatePartySize(id, to: newSize)
        await ReservationActivity.current?.refresh()
        return .result(dialog: "Done → table for \(newSize) at \(booking.restaurantName).")
    }
}
