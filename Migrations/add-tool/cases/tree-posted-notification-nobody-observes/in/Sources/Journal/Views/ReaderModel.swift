import Foundation

/// The reader screen's model: it observes the mark requests by their raw value, written where it observes them.
final class ReaderModel: @unchecked Sendable {
    private(set) var marked = 0
    private var observer: NSObjectProtocol?

    init() {
        observer = NotificationCenter.default.addObserver(forName: Notification.Name("journal.markPage"), object: nil, queue: nil) { [weak self] _ in
            self?.marked += 1
        }
    }
}
