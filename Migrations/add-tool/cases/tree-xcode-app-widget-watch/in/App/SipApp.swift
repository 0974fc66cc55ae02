import SwiftUI

@main
struct SipApp: App {
    var body: some Scene {
        WindowGroup {
            TodayView()
        }
    }
}
