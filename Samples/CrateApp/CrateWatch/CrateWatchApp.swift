//
//  CrateWatchApp.swift
//  CrateWatch
//

import SwiftUI

/// The watch app: a remote for the turntable companion. It shares PlaybackControlIntent with the
/// phone app (the intent file is a member of both targets).
@main
struct CrateWatchApp: App {
    var body: some Scene {
        WindowGroup {
            Text("Crate")
        }
    }
}
