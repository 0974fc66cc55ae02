import AppIntents

@AppIntent(.tool)
struct LogRun: AppIntent {
    static let title: LocalizedStringResource = "Log Run"
    static let description = IntentDescription("Adds a run to the training log.")

    @Parameter(title: "Distance", description: "How far the run went")
    var distance: Swift.Double?

    @Parameter(title: "Day", description: "The day of the run")
    var day: Foundation.DateComponents

    @Parameter(title: "Effort", description: "How hard it felt")
    var effort: Int!

    func perform() async throws -> some IntentResult { .result() }
}
