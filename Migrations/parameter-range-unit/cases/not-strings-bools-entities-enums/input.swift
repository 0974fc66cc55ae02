import AppIntents

@AppIntent(.tool)
struct FindFlights: AppIntent {
    static let title: LocalizedStringResource = "Find Flights"
    static let description = IntentDescription("Lists flights that match. Doesn't book anything.")

    @Parameter(title: "Origin", description: "The departure airport")
    var origin: AirportEntity

    @Parameter(title: "Direct", description: "Only direct flights")
    var directOnly: Bool

    @Parameter(title: "Cabin", description: "The cabin class")
    var cabin: CabinClass

    @Parameter(title: "Note", description: "Anything else to search for")
    var note: String

    @Parameter(title: "Dates", description: "The days that work")
    var dates: [String]

    func perform() async throws -> some IntentResult { .result() }
}
