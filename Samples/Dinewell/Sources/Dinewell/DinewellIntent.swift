//
//  DinewellIntent.swift
//  Dinewell
//
//  Shared base for the booking intents.
//

import AppIntents
import Foundation

// MARK: - Base protocol

/// Every booking intent adopts this instead of naming `AppIntent` itself, so
/// defaults and helpers live in one place.
protocol DinewellIntent: AppIntent {}

// MARK: - Defaults

extension DinewellIntent {
    /// Booking intents open Dinewell by default, so the confirmation sheet and
    /// the map are on screen when the booking lands.
    ///
    /// Until 3.2 every intent repeated this as
    /// `static let openAppWhenRun = true`; the default here replaced those.
    static var openAppWhenRun: Bool { true }

    /// The shared reservation service every intent talks to.
    var reservations: Reservations { .shared }
}

// MARK: - Booking references

/// Booking references look like "DW-7KQ2XM": a fixed prefix and six
/// characters, no vowels.
enum BookingReference {
    static let pattern = #/^DW-([B-DF-HJ-NP-TV-Z0-9]{6})$/#

    /// Returns the six-character code, or `nil` if `text` isn't a reference.
    static func code(in text: String) -> String? {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines).uppercased()
        return trimmed.wholeMatch(of: pattern).map { String($0.output.1) }
    }

    /// Confirmation emails write references as "Réf. DW-7KQ2XM"; pick the
    /// first one out of free text.
    static func firstReference(inMessage message: String) -> String? {
        message.firstMatch(of: /DW-[A-Z0-9]{6}/).map { String($0.output) }
    }
}

// MARK: - Formatting

extension Date {
    /// "Fri 7:30 PM", in the restaurant's own time zone.
    func dinewellArrival(in timeZone: TimeZone) -> String {
        var style = Date.FormatStyle(date: .omitted, time: .shortened)
        style.timeZone = timeZone
        return "\(formatted(.dateTime.weekday(.abbreviated))) \(formatted(style))"
    }
}
