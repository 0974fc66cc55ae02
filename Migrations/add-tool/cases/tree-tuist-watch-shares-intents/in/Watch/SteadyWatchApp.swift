import SwiftUI

@main
struct SteadyWatchApp: App {
    var body: some Scene {
        WindowGroup { Text("Steady") }
    }
}
