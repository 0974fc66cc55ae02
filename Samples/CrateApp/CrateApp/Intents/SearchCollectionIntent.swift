//
//  SearchCollectionIntent.swift
//  CrateApp
//

import AppIntents
import Foundation

// MARK: - Search the collection

/// Finds albums in the collection by title or artist.
///
/// Matching is deliberately narrow: `AlbumQuery.entities(matching:)` looks at
/// the title and the artist name only, never at genres or notes.
struct SearchCollectionIntent:
    AppIntent,
    PredictableIntent,
    Sendable
{
    static let title: LocalizedStringResource = "Search Collection"

    /// Results are shown in the app once the person unlocks, not before.
    static var supportedModes: IntentModes { .foreground(.deferred) }

    @Parameter(title: "Query")
    var query: String

    @Parameter(title: "Year")
    var year: Int?

    static var predictionConfiguration: some IntentPredictionConfiguration {
        IntentPrediction(parameters: (\.$query, \.$year)) { query, year in
            DisplayRepresentation(
                title: "Search for \"\(query)\"",
                subtitle: year.map { "Released in \($0)" } ?? "Any year"
            )
        }
    }

    init() {}

    func perform() async throws -> some ReturnsValue<[AlbumEntity]> & ProvidesDialog {
        let (text, embeddedYear) = Self.splitYear(from: query)
        let albums = try await AlbumQuery().entities(matching: text)
        let wantedYear = year ?? embeddedYear
        let matches = albums.filter { album in
            wantedYear == nil || album.year == wantedYear
        }

        if matches.isEmpty {
            return .result(value: [], dialog: "No albums in your crates match “\(text)”.")
        }
        return .result(
            value: matches,
            dialog: "Found \(matches.count) \(matches.count == 1 ? "album" : "albums") for “\(text)”."
        )
    }
}

// MARK: - Query parsing

extension SearchCollectionIntent {
    /// "Rust in Peace 1990" → ("Rust in Peace", 1990). A four-digit year at the
    /// end of the query is treated as a filter, not as part of the title.
    static func splitYear(from query: String) -> (String, Int?) {
        let trimmed = query.trimmingCharacters(in: .whitespaces)
        guard let match = trimmed.firstMatch(of: #/\s+((?:19|20)\d{2})$/#) else {
            return (trimmed, nil)
        }
        let text = String(trimmed[..<match.range.lowerBound])
        return (text, Int(match.output.1))
    }

    /// Quoted fragments ("like \"this\"") are matched exactly.
    static func quotedPhrases(in query: String) -> [String] {
        query.matches(of: #/"(?<phrase>[^"]{1,60})"/#).map { String($0.output.phrase) }
    }
}
