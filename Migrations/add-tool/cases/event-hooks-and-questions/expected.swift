import AppIntents

/// Named for an event: an automation runs it when the app opens. Not a request: held.
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
