import AppIntents

struct PlanRouteIntent: AppIntent {
    static let title: LocalizedStringResource = "Plan Route"

    @Parameter(title: "Trail")
    var trail: TrailEntity

    @Parameter(title: "Include Elevation Profile", default: true)
    var includesElevation: Bool

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let route = try await RoutePlanner.plan(trail.id, elevation: includesElevation)
        return .result(dialog: "The route is \(route.formattedDistance) long.")
    }
}
