//
//  PlaybackControlIntent.swift
//  CrateApp
//

import AppIntents
import Foundation

// MARK: - Playback control

/// Pauses, resumes or skips whatever the turntable companion is playing.
///
/// Kept deliberately small: the Now Playing screen owns the real state and
/// this intent only forwards a command to it.
struct PlaybackControlIntent: AudioPlaybackIntent {
    static let title: LocalizedStringResource = "Control Playback"

    static var description: IntentDescription {
        IntentDescription(
            "Pauses, resumes or skips the record that's playing.",
            categoryName: "Playback",
        )
    }

    // MARK: Nested types

    /// The command to send to the player.
    enum Action: String, AppEnum {
        case pause
        case resume
        case skip

        static let typeDisplayRepresentation: TypeDisplayRepresentation = "Playback Action"
        static let caseDisplayRepresentations: [Action: DisplayRepresentation] = [
            .pause: "Pause",
            .resume: "Resume",
            .skip: "Next Track",
        ]
    }

    @Parameter(title: "Action")
    var action: Action

    init() {}

    // MARK: Perform

    func perform() async -> some IntentResult & ProvidesDialog {
        let player = await NowPlayingController.shared

        guard await player.isConnected else {
            return .result(dialog: "I couldn't reach the player. Open CrateApp and try again.")
        }
        guard let track = await player.currentTrack else {
            return .result(dialog: "Nothing is playing.")
        }

        switch action {
        case .pause:
            await player.pause()
            return .result(dialog: "Paused.")
        case .resume:
            await player.resume()
            return .result(dialog: "Playing \(track.title).")
        case .skip:
            let next = await player.skip()
            return .result(dialog: "Skipped → \(next?.title ?? "end of side").")
        }
    }
}
