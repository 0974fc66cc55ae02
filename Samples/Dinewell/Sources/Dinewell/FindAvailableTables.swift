//
//  FindAvailableTables.swift
//  Dinewell
//

import AppIntents
import Foundation

// MARK: - Find available tables

/// Searches Dinewell restaurants for a free table. Never books anything.
struct FindAvailableTables: AppIntent {
    static let title: LocalizedStringResource = "Find Available Tables"
    static let description = IntentDescription(
        "Lists restaurants with a free table for your party. Doesn't book anything.",
        categoryName: "Search"
    )

    static var openAppWhenRun: Bool = true

    @Parameter(title: "Guests", default: 2)
    var partySize: Int

    @Parameter(title: "Around")
    var time: Date

    @Parameter(title: "Neighborhood")
    var neighborhood: String?

    @Parameter(description: "Whether seats at the bar count as a table.", default: true)
    var includeBar: Bool

    init() {}

    func perform() async throws -> some ReturnsValue<[RestaurantEntity]> & ProvidesDialog {
        let area = neighborhood.flatMap(Self.normalizedArea(from:))
        let restaurants = try await Availability.search(
            guests: partySize,
            around: time,
            area: area,
            seating: includeBar ? .any : .tablesOnly
        )

        guard !restaurants.isEmpty else {
            return .result(value: [], dialog: "No free tables for \(partySize) around then.")
        }
        let names = restaurants.prefix(3).map(\.name).formatted(.list(type: .and))
        return .result(
            value: restaurants.map(RestaurantEntity.init),
            dialog: "\(restaurants.count) places have room, including \(names)."
        )
    }
}

// MARK: - Modes

@available(iOS 26.0, macOS 26.0, *)
extension FindAvailableTables {
    /// Searches quietly, but can bring the app forward to show the map.
    static var supportedModes: IntentModes { [.background, .foreground(.dynamic)] }
}

// MARK: - Area parsing

extension FindAvailableTables {
    /// Accepts "75011", "Paris 11e", or a plain neighborhood name such as
    /// "Saint-Germain-des-Prés"; postal codes win.
    static func normalizedArea(from text: String) -> String? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if let code = trimmed.firstMatch(of: #/\b(\d{5})\b/#) {
            return String(code.output.1)
        }
        return trimmed.isEmpty ? nil : trimmed
    }
}
