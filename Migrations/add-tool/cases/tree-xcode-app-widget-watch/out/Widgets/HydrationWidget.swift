import AppIntents
import SwiftUI
import WidgetKit

struct HydrationWidgetConfiguration: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Hydration"

    @Parameter(title: "Show Goal", default: true)
    var showsGoal: Bool
}

struct HydrationWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "Hydration", intent: HydrationWidgetConfiguration.self, provider: HydrationProvider()) { entry in
            HydrationView(entry: entry)
        }
        .configurationDisplayName("Hydration")
    }
}

struct HydrationEntry: TimelineEntry {
    let date: Date
    let showsGoal: Bool
}

struct HydrationProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> HydrationEntry {
        HydrationEntry(date: .now, showsGoal: true)
    }

    func snapshot(for configuration: HydrationWidgetConfiguration, in context: Context) async -> HydrationEntry {
        HydrationEntry(date: .now, showsGoal: configuration.showsGoal)
    }

    func timeline(for configuration: HydrationWidgetConfiguration, in context: Context) async -> Timeline<HydrationEntry> {
        Timeline(entries: [HydrationEntry(date: .now, showsGoal: configuration.showsGoal)], policy: .atEnd)
    }
}
