//
//  ListeningSessionIntents.swift
//  CrateApp
//
//  A "listening session" is a timed run through one crate. While a session is
//  active, the app shows a Live Activity with the current side and a timer.
//

import ActivityKit
import AppIntents
import Foundation

// MARK: - Stop session

/// Ends the active listening session and closes its Live Activity.
@available(iOS 17.0, *) struct StopListeningSessionIntent: AppIntent {
    static let title: LocalizedStringResource = "Stop Listening Session"

    /// Shown in the Shortcuts editor under the action's name.
    static let description: LocalizedStringResource = "Ends your current listening session."

    init() {}

    func perform() async throws -> some ReturnsValue<Bool> & ProvidesDialog {
        let store = ListeningSessionStore.shared

        guard let session = await store.current else {
            return .result(value: true, dialog: "No active session to stop")
        }

        await store.end(session)
        let minutes = Int(session.elapsed / 60)
        return .result(
            value: true,
            dialog: "Stopped your \(session.crateName) session after \(minutes) min and \(session.trackCount) tracks."
        )
    }
}

// MARK: - Live Activity button

/// Backs the ⏱ button on the listening-session Live Activity.
///
/// Only the Live Activity uses this, so it's hidden from Shortcuts and
/// Spotlight.
struct ToggleSessionTimerIntent: LiveActivityIntent {
    static let title: LocalizedStringResource = "Toggle Side Timer"
    static let isDiscoverable: Bool = false

    @Parameter(title: "Session")
    var sessionID: String

    init() {}

    init(sessionID: String) {
        self.sessionID = sessionID
    }

    func perform() async throws -> some IntentResult {
        let store = ListeningSessionStore.shared
        if await store.isTimerRunning(sessionID) {
            await store.pauseTimer(sessionID)
        } else {
            await store.startTimer(sessionID)
        }
        return .result()
    }
}
