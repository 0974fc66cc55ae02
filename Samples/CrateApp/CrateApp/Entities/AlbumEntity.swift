//
//  AlbumEntity.swift
//  CrateApp
//

import AppIntents
import CoreSpotlight
import Foundation

// MARK: - Album entity

/// A record in the person's collection, as App Intents and Spotlight see it.
///
/// Built from `SavedRelease`; donated to the named index
/// "app.crateapp.Albums" by `AppIntentsDonation`.
struct AlbumEntity: IndexedEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Album"
    static let defaultQuery = AlbumQuery()

    let id: String

    @Property(title: "Title")
    var title: String

    @Property(title: "Artist")
    var artistName: String

    @Property(title: "Year")
    var year: Int?

    @Property(title: "Genres")
    var genres: [String]

    @Property(title: "Favorite")
    var isFavorite: Bool

    /// "1990s", or "Unknown" for undated pressings.
    @ComputedProperty(title: "Decade")
    var decade: String {
        guard let year else { return "Unknown" }
        return "\(year / 10 * 10)s"
    }

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(
            title: "\(title)",
            subtitle: "\(artistName) · \(year.map(String.init) ?? "—")"
        )
    }

    init(release: SavedRelease) {
        id = release.id
        title = release.title
        artistName = Self.cleanArtistName(release.artistName)
        year = release.year
        genres = release.genres
        isFavorite = release.isFavorite
    }
}

// MARK: - Query

struct AlbumQuery: EntityQuery, EntityStringQuery, EnumerableEntityQuery {
    func entities(for identifiers: [AlbumEntity.ID]) async throws -> [AlbumEntity] {
        try await SharedModelContainer.shared.releases(ids: identifiers).map(AlbumEntity.init)
    }

    /// Matches title and artist only. Genres, years and moods don't match.
    func entities(matching string: String) async throws -> [AlbumEntity] {
        try await allEntities().filter { album in
            album.title.localizedStandardContains(string)
                || album.artistName.localizedStandardContains(string)
        }
    }

    func allEntities() async throws -> [AlbumEntity] {
        try await SharedModelContainer.shared.allReleases().map(AlbumEntity.init)
    }

    func suggestedEntities() async throws -> [AlbumEntity] {
        try await allEntities().filter(\.isFavorite)
    }
}

// MARK: - Name cleanup

extension AlbumEntity {
    /// Marketplace artist names carry a disambiguation suffix, e.g.
    /// "Björk (2)" or "Motörhead (3)". Siri should never read it out.
    static func cleanArtistName(_ raw: String) -> String {
        raw.replacing(/\s\(\d+\)$/, with: "")
    }
}
