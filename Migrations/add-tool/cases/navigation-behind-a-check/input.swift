import AppIntents
import Foundation

/// The app's own switch for the assistant, read before an intent runs.
private func assistantAllowed() async -> Bool { await Parish.shared.assistantAllowed }

extension Notification.Name {
    static let showEvents = Notification.Name("showEvents")
}

/// The app's events screen listens for the intents' message.
final class EventsScreen {
    init() {
        NotificationCenter.default.addObserver(forName: .showEvents, object: nil, queue: nil) { _ in Parish.shared.selectEventsTab() }
    }
}

/// It opens the app at its events after a check that lets it run at all: the check is no work of its own, so
/// perform() only navigates, and the title asks for an action the person still does there.
struct RSVPToEventIntent: AppIntent {
    static let title: LocalizedStringResource = "RSVP to an Event"
    static let openAppWhenRun: Bool = true

    func perform() async throws -> some IntentResult & ProvidesDialog {
        guard await assistantAllowed() else { return .result(dialog: "The assistant is off. Turn it on in Settings first.") }
        await MainActor.run { NotificationCenter.default.post(name: .showEvents, object: nil) }
        return .result(dialog: "Here are the upcoming events")
    }
}

/// A guard that binds what its call makes is the work itself: not a check.
struct AddEventIntent: AppIntent {
    static let title: LocalizedStringResource = "Add Event"
    static let openAppWhenRun: Bool = true

    @Parameter(title: "Name")
    var name: String

    func perform() async throws -> some IntentResult & ProvidesDialog {
        guard let event = await Parish.shared.createEvent(named: name) else { throw ParishError.notAdded }
        await MainActor.run { NotificationCenter.default.post(name: .showEvents, object: event) }
        return .result(dialog: "Added \(event)")
    }
}

enum ParishError: Error {
    case notAdded
}
