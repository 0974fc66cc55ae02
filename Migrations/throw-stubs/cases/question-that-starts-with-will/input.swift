import AppIntents

/// "Will It Snow" asks a question: when the search finds no snowy hour, "No snow is expected" is the answer.
struct WillItSnowIntent: AppIntent {
    static let title: LocalizedStringResource = "Will It Snow"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let hours = await Forecast.shared.nextHours()
        if let snowy = hours.first(where: { $0.snowChance > 50 }) {
            return .result(dialog: "Snow is likely around \(snowy.label).")
        }
        return .result(dialog: "No snow is expected in the coming hours.")
    }
}

/// The same search in an action: finding nothing is the failure.
struct PlanSleddingIntent: AppIntent {
    static let title: LocalizedStringResource = "Plan Sledding"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let hours = await Forecast.shared.nextHours()
        if let snowy = hours.first(where: { $0.snowChance > 50 }) {
            await Planner.shared.addSledding(at: snowy)
            return .result(dialog: "Sledding planned.")
        }
        return .result(dialog: "No snow is expected in the coming hours.")
    }
}
