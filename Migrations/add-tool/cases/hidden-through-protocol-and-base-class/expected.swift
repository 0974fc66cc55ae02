import AppIntents

/// The widget's buttons share a protocol whose extension hides them from Shortcuts and Spotlight.
protocol CrateWidgetAction: AppIntent {}

extension CrateWidgetAction {
    static var isDiscoverable: Bool { false }
}

struct SkipTrackButtonIntent: CrateWidgetAction {
    static let title: LocalizedStringResource = "Skip Track"

    func perform() async throws -> some IntentResult {
        await Player.shared.skip()
        return .result()
    }
}

/// A base class hides itself and every subclass.
class QuietCrateIntent: AppIntent {
    class var title: LocalizedStringResource { "Quiet Crate" }
    static var isDiscoverable: Bool { false }

    required init() {}

    func perform() async throws -> some IntentResult {
        await Crates.shared.refresh()
        return .result()
    }
}

/// Inherits the hiding with everything else.
final class RefreshShelfIntent: QuietCrateIntent {
    override class var title: LocalizedStringResource { "Refresh Shelf" }
}

/// Discoverable: marked.
@AppIntent(.tool)
struct PlayCrateIntent: AppIntent {
    static let title: LocalizedStringResource = "Play Crate"

    func perform() async throws -> some IntentResult {
        await Player.shared.playCrate()
        return .result()
    }
}
