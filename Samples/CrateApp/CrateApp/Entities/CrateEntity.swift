//
//  CrateEntity.swift
//  CrateApp
//

import AppIntents
import CoreSpotlight
import Foundation

// MARK: - Crate entity

/// A named group of records ("Thrash", "Sunday → slow", "Café mornings").
struct CrateEntity: IndexedEntity {
    static let typeDisplayRepresentation = TypeDisplayRepresentation(
        name: "Crate",
        numericFormat: "\(placeholder: .int) crates"
    )
    static let defaultQuery = CrateQuery()

    let id: String

    @Property(title: "Name")
    var name: String

    @Property(title: "Album count")
    var albumCount: Int

    @Property(title: "Last played")
    var lastPlayed: Date?

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(
            title: "\(name)",
            subtitle: "\(albumCount) \(albumCount == 1 ? "album" : "albums")",
            image: .init(systemName: "square.stack.3d.up")
        )
    }

    init(crate: Crate) {
        id = crate.id
        name = crate.name
        albumCount = crate.releaseIDs.count
        lastPlayed = crate.lastPlayed
    }
}

// MARK: - Query

struct CrateQuery: EntityQuery, EntityStringQuery, EnumerableEntityQuery {
    func entities(for identifiers: [CrateEntity.ID]) async throws -> [CrateEntity] {
        try await SharedModelContainer.shared.crates(ids: identifiers).map(CrateEntity.init)
    }

    func entities(matching string: String) async throws -> [CrateEntity] {
        try await allEntities().filter { $0.name.localizedStandardContains(string) }
    }

    func allEntities() async throws -> [CrateEntity] {
        try await SharedModelContainer.shared.allCrates().map(CrateEntity.init)
    }

    func suggestedEntities() async throws -> [CrateEntity] {
        let crates = try await allEntities()
        return crates
            .sorted { ($0.lastPlayed ?? .distantPast) > ($1.lastPlayed ?? .distantPast) }
            .prefix(5)
            .map { $0 }
    }
}
