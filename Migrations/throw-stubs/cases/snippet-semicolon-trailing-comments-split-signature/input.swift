import AppIntents
import SwiftUI

struct ShowStatsIntent: AppIntent {
    static let title: LocalizedStringResource = "Show Listening Stats"

    func perform() async
        -> some ReturnsValue<Bool> & ProvidesDialog & ShowsSnippetView {
        guard let stats: Stats = await Stats.shared.load() else {
            return .result(value: false, dialog: "Couldn't load your stats.", view: EmptyStatsView()); // spoken
        }
        switch stats.state {
        #if DEBUG
        case .debug:
            return .result(value: false, dialog: "Debug stats are unavailable.", view: EmptyStatsView())
        #endif
        case .stale where stats.age > 7:
            return .result(
                value: false,
                dialog: "Your stats are unavailable offline.",
                view: EmptyStatsView()
            )
        case .fresh, .stale:
            break
        }
        return .result(value: true, dialog: "Here are your stats.", view: StatsView(stats: stats)) // done
    } // perform
} // ShowStatsIntent
struct StatsView: View {
    let stats: Stats
    var body: some View { Text(stats.summary) }
}
