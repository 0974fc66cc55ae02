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
