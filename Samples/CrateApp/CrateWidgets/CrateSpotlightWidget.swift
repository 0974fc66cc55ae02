//
//  CrateSpotlightWidget.swift
//  CrateWidgets
//
//  Home Screen widget that features one record from a crate each day.
//

import AppIntents
import SwiftUI
import WidgetKit

// MARK: - Configuration

/// Lets the person pick which crate the widget draws from.
struct CrateSpotlightConfiguration: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Crate Spotlight"
    static let description = IntentDescription("Features a record from one of your crates.")

    @Parameter(title: "Crate")
    var crate: CrateEntity?

    @Parameter(title: "Show cover art", default: true)
    var showsArtwork: Bool
}

// MARK: - Timeline

struct CrateSpotlightEntry: TimelineEntry {
    let date: Date
    let albumTitle: String
    let artistName: String
    let showsArtwork: Bool
}

struct CrateSpotlightProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> CrateSpotlightEntry {
        CrateSpotlightEntry(date: .now, albumTitle: "Heaven or Las Vegas", artistName: "Cocteau Twins", showsArtwork: true)
    }

    func snapshot(for configuration: CrateSpotlightConfiguration, in context: Context) async -> CrateSpotlightEntry {
        placeholder(in: context)
    }

    func timeline(for configuration: CrateSpotlightConfiguration, in context: Context) async -> Timeline<CrateSpotlightEntry> {
        let pick = await WidgetData.randomAlbum(inCrate: configuration.crate?.id)
        let entry = CrateSpotlightEntry(
            date: .now,
            albumTitle: pick?.title ?? "Your crate is empty",
            artistName: pick?.artistName ?? "Add records in CrateApp →",
            showsArtwork: configuration.showsArtwork
        )
        let tomorrow = Calendar.current.startOfDay(for: .now.addingTimeInterval(86_400))
        return Timeline(entries: [entry], policy: .after(tomorrow))
    }
}

// MARK: - Widget

struct CrateSpotlightWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(
            kind: "CrateSpotlight",
            intent: CrateSpotlightConfiguration.self,
            provider: CrateSpotlightProvider()
        ) { entry in
            VStack(alignment: .leading, spacing: 4) {
                Text(entry.albumTitle).font(.headline).lineLimit(2)
                Text(entry.artistName).font(.caption).foregroundStyle(.secondary)
            }
            .containerBackground(.fill.tertiary, for: .widget)
        }
        .configurationDisplayName("Crate Spotlight")
        .description("A record from your crates, every day.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}
