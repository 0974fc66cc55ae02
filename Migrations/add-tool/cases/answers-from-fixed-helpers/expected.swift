import AppIntents

/// The balance comes from a helper that only returns numbers written in the code: a made-up answer, not a tool.
struct GetWalletBalanceIntent: AppIntent {
    static var title: LocalizedStringResource = "Get Wallet Balance"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let balance = await fetchBalance()
        return .result(dialog: "Your balance is \(balance.total), \(balance.change) today.")
    }

    private func fetchBalance() async -> (total: Double, change: Double) {
        // Placeholder until the wallet service exists.
        return (total: 1250.0, change: -12.5)
    }
}

/// A price per symbol, each case a number in the code: made up too.
struct GetQuoteIntent: AppIntent {
    static var title: LocalizedStringResource = "Get Quote"

    @Parameter(title: "Symbol")
    var symbol: String

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let price = getPrice(for: symbol)
        return .result(dialog: "\(symbol) trades at \(price).")
    }

    private func getPrice(for symbol: String) -> Double {
        switch symbol.uppercased() {
        case "AAA": return 101.5
        case "BBB": return 42.0
        default: return 0
        }
    }
}

/// Naming the day in words maps a case to text: no data is made up, marked.
@AppIntent(.tool)
struct GetForecastDayIntent: AppIntent {
    static var title: LocalizedStringResource = "Get Forecast"

    @Parameter(title: "Day")
    var day: ForecastDay

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let forecast = try await Weather.shared.forecast(for: day)
        return .result(dialog: "\(getDayText(day)): \(forecast.summary)")
    }

    private func getDayText(_ day: ForecastDay) -> String {
        switch day {
        case .today: return "Today"
        case .tomorrow: return "Tomorrow"
        }
    }
}

/// A helper that reads its argument returns what it read, not a literal: marked.
@AppIntent(.tool)
struct GetSeverityIntent: AppIntent {
    static var title: LocalizedStringResource = "Get Severity"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let entry = try await Journal.shared.latest()
        return .result(dialog: "Level \(getLevel(entry: entry)).")
    }

    private func getLevel(entry: JournalEntry) -> Int {
        switch entry.kind {
        case .mild: return entry.level
        case .severe: return entry.level + 1
        }
    }
}
