import SwiftUI

struct TimerView: View {
    @State private var paused = false

    var body: some View {
        Text(paused ? "Paused" : "Running")
            .onReceive(NotificationCenter.default.publisher(for: .pauseTimer)) { _ in paused = true }
            .onReceive(NotificationCenter.default.publisher(for: Notification.Name("skipSong"))) { _ in paused = false }
    }
}
