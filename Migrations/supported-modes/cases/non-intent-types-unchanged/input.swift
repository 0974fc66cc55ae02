import AppIntents

struct LaunchPolicy {
    static let openAppWhenRun = true
    static var openAppWhenRunOnPad: Bool { false }
}

enum Defaults {
    static var openAppWhenRun: Bool = false
}

protocol LaunchConfigurable {}

extension LaunchConfigurable {
    static var openAppWhenRun: Bool { true }
}

struct ShuffleIntent: AudioPlaybackIntent {
    static let title: LocalizedStringResource = "Shuffle"

    func perform() async throws -> some IntentResult {
        await Player.shared.shuffle(opensApp: LaunchPolicy.openAppWhenRun)
        return .result()
    }
}
