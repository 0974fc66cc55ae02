import AppIntents

/// Named for an event: an automation runs it when the app opens. Not a request: left as a Shortcuts building block.
struct AppDidOpenIntent: AppIntent {
    static let title: LocalizedStringResource = "App Did Open"

    func perform() async throws -> some IntentResult {
        await Journal.shared.noteLaunch()
        return .result()
    }
}

/// Starts with "Will": a question a person asks ("Will it snow tomorrow?"), marked.
@AppIntent(.tool)
struct WillItSnowIntent: AppIntent {
    static let title: LocalizedStringResource = "Will It Snow"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let chance = await Forecast.shared.snowChanceTomorrow()
        return .result(dialog: "The chance of snow tomorrow is \(chance) percent.")
    }
}

/// A question word first: "Did" inside it asks about the past ("Where did I park?"), no event.
@AppIntent(.tool)
struct WhereDidIParkIntent: AppIntent {
    static let title: LocalizedStringResource = "Where Did I Park"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let spot = try await Parking.shared.lastSpot()
        return .result(dialog: "You parked at \(spot.name).")
    }
}
