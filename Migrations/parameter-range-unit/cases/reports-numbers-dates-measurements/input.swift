import AppIntents

@AppIntent(.tool)
struct BookTable: AppIntent {
    static let title: LocalizedStringResource = "Book a Table"
    static let description = IntentDescription("Reserves a table at a restaurant. Doesn't take deposits.")

    @Parameter(title: "Guests", description: "The people coming")
    var partySize: Int

    @Parameter(title: "Arrival", description: "When the party arrives")
    var time: Date

    @Parameter(title: "Tip", description: "What to leave the staff")
    var tip: Double?

    @Parameter(title: "Walk", description: "How far the person will walk")
    var walk: Measurement<UnitLength>

    func perform() async throws -> some IntentResult { .result() }
}
