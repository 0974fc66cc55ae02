import Foundation

/// The timer screen's model: it observes the pause requests by name, and the skip requests by their raw value, kept in
/// a constant of its own.
final class TimerModel: @unchecked Sendable {
    private(set) var paused = false
    private var observers: [NSObjectProtocol] = []

    init() {
        observers.append(NotificationCenter.default.addObserver(forName: .pauseTimer, object: nil, queue: nil) { [weak self] _ in
            self?.paused = true
        })
        observers.append(NotificationCenter.default.addObserver(forName: Notification.Name(PlayerEvents.skip), object: nil, queue: nil) { [weak self] _ in
            self?.paused = false
        })
    }
}
