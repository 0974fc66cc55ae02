import AppIntents
import Foundation

/// The timer screen observes this one: it pauses the timer.
struct PauseTimerIntent: AppIntent {
    static let title: LocalizedStringResource = "Pause Timer"

    func perform() async throws -> some IntentResult {
        NotificationCenter.default.post(name: .pauseTimer, object: nil)
        return .result()
    }
}

/// Observed through its raw value written again (`Notification.Name("skipSong")`).
struct SkipSongIntent: AppIntent {
    static let title: LocalizedStringResource = "Skip Song"

    func perform() async throws -> some IntentResult {
        NotificationCenter.default.post(name: .skipSong, object: nil)
        return .result()
    }
}
