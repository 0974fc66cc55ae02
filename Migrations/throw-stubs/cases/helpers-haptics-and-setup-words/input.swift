import AppIntents
import WidgetKit

struct ToggleTunnelIntent: AppIntent {
    static let title: LocalizedStringResource = "Toggle Tunnel"

    func perform() async throws -> some IntentResult {
        guard !Tunnel.shared.needsSignIn else {
            // A helper that only redraws the control is no work done another way.
            await redraw()
            return .result()
        }
        guard let profile = await Tunnel.shared.loadProfile() else {
            await redraw()
            return .result()
        }
        await Tunnel.shared.toggle(profile)
        await redraw()
        return .result()
    }

    private func redraw() async {
        WidgetCenter.shared.reloadAllTimelines()
    }
}

struct SleepSummaryIntent: AppIntent {
    static let title: LocalizedStringResource = "Sleep Summary"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let granted = await Health.shared.requestAccess()
        guard granted else {
            // A warning buzz is no work either.
            Buzzer.haptic.notification(.warning)
            return .result(dialog: "I need access to your sleep data. Please allow it in Settings.")
        }
        return .result(dialog: "You slept \(await Health.shared.hoursSlept()) hours.")
    }
}

struct ConnectTunnelIntent: AppIntent {
    static let title: LocalizedStringResource = "Connect Tunnel"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        guard let profile = await Tunnel.shared.loadProfile() else {
            return .result(dialog: "The tunnel is not configured.")
        }
        await Tunnel.shared.connect(profile)
        return .result(dialog: "Connected.")
    }
}

struct AgendaForDayIntent: AppIntent {
    static let title: LocalizedStringResource = "Agenda for a Day"

    @Parameter(title: "Day")
    var day: Date?

    func perform() async throws -> some IntentResult & ProvidesDialog {
        guard let day else {
            return .result(dialog: "I need to know which day you mean.")
        }
        return .result(dialog: "\(Agenda.shared.count(on: day)) events.")
    }
}

struct PlanTasksIntent: AppIntent {
    static let title: LocalizedStringResource = "Plan My Tasks"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let open = Planner.shared.openTasks()
        if open.isEmpty {
            // The success buzz says it: nothing to plan is no failure.
            Buzzer.haptic.notification(.success)
            return .result(dialog: "No open tasks to plan!")
        }
        Planner.shared.plan(open)
        return .result(dialog: "Planned \(open.count) tasks.")
    }
}

struct StartLapIntent: AppIntent {
    static let title: LocalizedStringResource = "Start a New Lap"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        guard Planner.shared.isTiming else {
            return .result(dialog: "Timing not in progress!")
        }
        Planner.shared.lap()
        return .result(dialog: "New lap.")
    }
}

struct Profile {}

final class Tunnel: @unchecked Sendable {
    static let shared = Tunnel()
    var needsSignIn = false
    func loadProfile() async -> Profile? { nil }
    func toggle(_ profile: Profile) async {}
    func connect(_ profile: Profile) async {}
}

final class Health: @unchecked Sendable {
    static let shared = Health()
    func requestAccess() async -> Bool { true }
    func hoursSlept() async -> Int { 8 }
}

enum FeedbackKind { case success, warning }

final class Buzzer: @unchecked Sendable {
    static let haptic = Buzzer()
    func notification(_ kind: FeedbackKind) {}
}

final class Agenda: @unchecked Sendable {
    static let shared = Agenda()
    func count(on day: Date) -> Int { 0 }
}

final class Planner: @unchecked Sendable {
    static let shared = Planner()
    func openTasks() -> [String] { [] }
    func plan(_ tasks: [String]) {}
    var isTiming = false
    func lap() {}
}
