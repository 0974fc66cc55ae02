import AppIntents
import WidgetKit

struct NowPlayingWidgetConfiguration: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Now Playing"
    static let description = IntentDescription("Shows the album that is playing.")

    @Parameter(title: "Show Artwork", default: true)
    var showArtwork: Bool

    @Parameter(title: "Crate")
    var crate: CrateEntity?
}
