import AppIntents

@AppIntent(.tool)
struct SetTimer: AppIntent {
    static let title: LocalizedStringResource = "Set Timer"
    static let description = IntentDescription("Starts a countdown timer.")

    @Parameter(title: "Length", description: "How long the timer runs, in minutes")
    var minutes: Int

    @Parameter(title: "Guests", description: "Total number of guests, from 1 to 12")
    var guests: Int

    @Parameter(title: "Starts", description: "When the timer starts, in the person's local time zone")
    var start: Date

    @Parameter(title: "Volume", description: "How loud the alarm rings, as a percentage")
    var volume: Double

    @Parameter(title: "Level", description: "The brightness level", inclusiveRange: (0, 1))
    var level: Double

    @Parameter(title: "Label", description: "A name for the timer")
    var label: String

    @Parameter(title: "Repeat")
    var repeats: Int

    @Parameter(title: "Snooze", description: "TODO: describe the Snooze parameter for someone who doesn't know the app")
    var snooze: Int

    func perform() async throws -> some IntentResult { .result() }
}

// Not a tool: Siri doesn't fill it.
struct LegacyTimer: AppIntent {
    static let title: LocalizedStringResource = "Legacy Timer"
    @Parameter(title: "Length", description: "How long")
    var length: Int
    func perform() async throws -> some IntentResult { .result() }
}
