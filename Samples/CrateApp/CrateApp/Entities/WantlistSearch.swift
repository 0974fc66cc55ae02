//
//  WantlistSearch.swift
//  CrateApp
//
//  Built for the Siri AI preview branch only, so it carries its own
//  availability instead of raising the app's deployment target.
//

import AppIntents
import Foundation

// MARK: - Wantlist search

/// A record someone is looking for, filled straight from what they say
/// ("a first pressing of Kind of Blue, under €40").
@available(iOS 27.3, *)
@AppEntity(.generable)
struct WantlistSearch: TransientAppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Wantlist Search"

    @Property(title: "Artist")
    var artist: String

    @Property(title: "Album title")
    var albumTitle: String

    @Property(title: "Highest price", description: "The most the person will pay, in their own currency.")
    var maximumPrice: Double?

    /// Internal bookkeeping; never shown to Siri or Shortcuts.
    @Property(title: "Source screen", visibility: .internal)
    var sourceScreen: String

    var displayRepresentation: DisplayRepresentation {
        "\(albumTitle) — \(artist)"
    }

    init() {
        artist = ""
        albumTitle = ""
        sourceScreen = "siri"
    }
}
