import SwiftUI

@main
struct SipWatchApp: App {
    var body: some Scene {
        WindowGroup {
            QuickLogView()
        }
    }
}
