//
//  AddToWantlistIntent.swift
//  CrateApp
//
//  Pushes an album to the person's wantlist on the record marketplace they
//  signed in to (Settings → Accounts).
//

import AppIntents
import Foundation

// MARK: - Add to wantlist

/// Adds an album to the marketplace wantlist so the person gets alerts when a
/// copy is listed.
struct AddToWantlistIntent: AppIntent
{
    static let title: LocalizedStringResource = "Add to Wantlist"
    static let description = IntentDescription(
        "Adds an album from your collection to your marketplace wantlist."
    )

    @Parameter(title: "Album")
    var album: AlbumEntity

    @Parameter(
        title: "Priority",
        description: "Priority rating from 0 (unrated) to 5.",
        default: 0,
        inclusiveRange: (0, 5)
    )
    var priority: Int

    init() {}

    func perform() async throws -> some ReturnsValue<AlbumEntity> & ProvidesDialog {
        let viewModel = await WantlistViewModel.shared
        let success = await viewModel.addToWantlist(
            releaseID: album.id,
            priority: priority
        )

        if success {
            return .result(value: album, dialog: "Added \(album.title) to your wantlist.")
        } else {
            return .result(value: album, dialog: "I couldn't add \(album.title) right now. Try again later.")
        }
    }
}

// MARK: - Parameter summary

extension AddToWantlistIntent {
    static var parameterSummary: some ParameterSummary {
        Summary("Add \(\.$album) to my wantlist") {
            \.$priority
        }
    }
}

// MARK: - Release identifiers

extension AddToWantlistIntent {
    /// Marketplace release IDs arrive as "r12345" or "[r12345]" in pasted
    /// links; keep only the digits.
    static func marketplaceID(from raw: String) -> Int? {
        guard let match = raw.firstMatch(of: #/\[?r(\d+)\]?/#) else {
            return nil
        }
        return Int(match.output.1)
    }
}
