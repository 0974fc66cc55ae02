import AppIntents

// Already gated by hand: the watch build leaves the attribute out.
#if !os(watchOS)
@AppIntent(.tool)
#endif
struct SetDailyGoalIntent: AppIntent {
    static let title: LocalizedStringResource = "Set Daily Goal"

    @Parameter(title: "Goal (ml)")
    var goal: Int

    func perform() async throws -> some IntentResult {
        await HydrationStore.shared.setGoal(goal)
        return .result()
    }
}
