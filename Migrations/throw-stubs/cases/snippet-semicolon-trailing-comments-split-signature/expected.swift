import AppIntents
import SwiftUI

struct ShowStatsIntent: AppIntent {
    static let title: LocalizedStringResource = "Show Listening Stats"

    func perform() async throws
        -> some ReturnsValue<Bool> & ProvidesDialog & ShowsSnippetView {
        guard let stats: Stats = await Stats.shared.load() else {
            throw ShowStatsIntentError.failure("Couldn't load your stats."); // spoken
        }
        switch stats.state {
        #if DEBUG
        case .debug:
            throw ShowStatsIntentError.failure("Debug stats are unavailable.")
        #endif
        case .stale where stats.age > 7:
            throw ShowStatsIntentError.failure("Your stats are unavailable offline.")
        case .fresh, .stale:
            break
        }
        return .result(value: true, dialog: "Here are your stats.", view: StatsView(stats: stats)) // done
    } // perform
} // ShowStatsIntent

enum ShowStatsIntentError: Error, CustomLocalizedStringResourceConvertible {
    case failure(LocalizedStringResource)

    var localizedStringResource: LocalizedStringResource {
        switch self {
        case let .failure(message): message
        }
    }
}
struct StatsView: View {
    let stats: Stats
    var body: some View { Text(stats.summary) }
}
