import AppIntents

// Converts what the step before it gives: left as a Shortcuts building block.
struct ConvertBPMToTempoNameIntent: AppIntent {
    static let title: LocalizedStringResource = "Convert BPM to Tempo Name"

    @Parameter(title: "BPM")
    var bpm: Double

    func perform() async throws -> some IntentResult & ReturnsValue<String> {
        .result(value: TempoNames.name(for: bpm))
    }
}

// Formats a duration for the next step, by its title: left as a Shortcuts building block.
struct RuntimeTextIntent: AppIntent {
    static let title: LocalizedStringResource = "Format Album Runtime"

    @Parameter(title: "Seconds")
    var seconds: Int

    func perform() async throws -> some IntentResult & ReturnsValue<String> {
        .result(value: RuntimeFormatter.string(seconds))
    }
}

// Says the result to the person: a tool a person may ask for, marked and flagged for a look.
struct ConvertCurrencyIntent: AppIntent {
    static let title: LocalizedStringResource = "Convert Record Price"

    @Parameter(title: "Amount")
    var amount: Double

    func perform() async throws -> some IntentResult & ReturnsValue<Double> & ProvidesDialog {
        let converted = await Prices.shared.convert(amount)
        return .result(value: converted, dialog: "That's \(converted) in your currency.")
    }
}
