import AppIntents

/// Stands in for AlarmKit's configuration: what matters here is the labels its buttons' intents are handed by.
enum BellConfiguration {
    static func alarm(at date: Date, stopIntent: some AppIntent, secondaryIntent: some AppIntent) -> Self { .init() }
    init() {}
}

enum Bell {
    static func stop(_ id: String) {}
    static func snooze(_ id: String) {}
    static func ring(at date: Date) {}
}

/// The alarm's stop button: the system's alarm alert runs it, nobody asks Siri for it.
struct SilenceBellIntent: AppIntent {
    static let title: LocalizedStringResource = "Silence Bell"

    @Parameter(title: "Bell")
    var bell: String

    init() {}
    init(bell: String) { self.bell = bell }

    func perform() async throws -> some IntentResult {
        Bell.stop(bell)
        return .result()
    }
}

/// The alarm's second button.
struct SnoozeBellIntent: AppIntent {
    static let title: LocalizedStringResource = "Snooze Bell"

    @Parameter(title: "Bell")
    var bell: String

    init() {}
    init(bell: String) { self.bell = bell }

    func perform() async throws -> some IntentResult {
        Bell.snooze(bell)
        return .result()
    }
}

/// Sets the alarm itself: a person asks for this one.
struct SetMorningBellIntent: AppIntent {
    static let title: LocalizedStringResource = "Set Morning Bell"

    func perform() async throws -> some IntentResult {
        let date = Date().addingTimeInterval(8 * 3600)
        _ = BellConfiguration.alarm(at: date, stopIntent: SilenceBellIntent(bell: "morning"), secondaryIntent: SnoozeBellIntent(bell: "morning"))
        Bell.ring(at: date)
        return .result()
    }
}
