//
//  PayDepositIntent.swift
//  Dinewell
//
//  Some restaurants hold a table only against a card deposit. Paying it is
//  always something the person starts themselves, in the app.
//

import AppIntents
import Foundation

// MARK: - Pay a deposit

/// Pays the card deposit a restaurant asks for to hold a booking.
public struct PayDepositIntent: AppIntent {
    public static let title: LocalizedStringResource = "Pay Booking Deposit"
    public static let description = IntentDescription(
        "Pays the deposit that holds a table at restaurants that ask for one."
    )

    /// The payment sheet needs the app on screen.
    public static let openAppWhenRun: Bool = true

    @Parameter(title: "Booking reference")
    public var bookingReference: String

    @Parameter(title: "Amount", description: "Deposit amount in the restaurant's currency, such as 25.00")
    public var amount: Decimal

    public init() {}

    @MainActor
    public func perform() async throws -> some IntentResult & ProvidesDialog {
        guard let code = BookingReference.code(in: bookingReference) else {
            return .result(dialog: "That booking reference looks invalid. It starts with DW-.")
        }

        let booking = try await Reservations.shared.booking(reference: code)
        let price = amount.formatted(.currency(code: booking.currencyCode))

        let receipt = try await PaymentSheet.present(
            amount: amount,
            currencyCode: booking.currencyCode,
            merchant: booking.restaurantName
        )
        return .result(dialog: "Paid \(price) deposit → \(booking.restaurantName). Receipt \(receipt.number).")
    }
}
