import AppIntents

struct SetPlaybackSpeedIntent: AppIntent {
    static let title: LocalizedStringResource = "Set Playback Speed"

    @Parameter(title: "Speed")
    var speed: Double

    func perform() async throws -> some IntentResult & ProvidesDialog {
        guard speed > 0 else {
            return .result(dialog: "The speed needs to be more than 0.")
        }
        guard speed <= 3 else {
            return .result(dialog: IntentDialog("The speed must be 3× or less."))
        }
        await Player.shared.setSpeed(speed)
        return .result(dialog: "Playing at \(speed)×.")
    }
}

struct RenameCrateIntent: AppIntent {
    static let title: LocalizedStringResource = "Rename Crate"

    @Parameter(title: "Name")
    var name: String

    func perform() async throws -> some IntentResult & ProvidesDialog {
        guard name.count >= 2 else {
            return .result(dialog: "The name must contain at least 2 characters.")
        }
        await Crates.shared.renameCurrent(to: name)
        return .result(dialog: "Renamed to \(name).")
    }
}

struct CrateStatusIntent: AppIntent {
    static let title: LocalizedStringResource = "Crate Status"

    @Parameter(title: "Crate")
    var crate: CrateEntity

    func perform() async throws -> some IntentResult & ProvidesDialog {
        // A state, not a refusal: a warning, never a rewrite.
        if crate.isDusty {
            return .result(dialog: "\(crate.name) needs to be cleaned.")
        }
        return .result(dialog: "\(crate.name) is in good shape.")
    }
}

struct SyncNowIntent: AppIntent {
    static let title: LocalizedStringResource = "Sync Now"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        // A guard on the app's state, not on what was asked: the no-op it says, a warning at most.
        guard SyncEngine.shared.hasPendingChanges else {
            return .result(dialog: "Nothing needs to be synced.")
        }
        try await SyncEngine.shared.sync()
        return .result(dialog: "Synced.")
    }
}

struct StopTimerIntent: AppIntent {
    static let title: LocalizedStringResource = "Stop Timer"

    @Parameter(title: "Timer")
    var timerName: String

    func perform() async throws -> some IntentResult & ProvidesDialog {
        // An intent that stops something: "has to be running" may be the state asked for.
        guard Timers.shared.isRunning(timerName) else {
            return .result(dialog: "The timer has to be running to stop it.")
        }
        Timers.shared.stop(timerName)
        return .result(dialog: "Stopped.")
    }
}
