import AppIntents

// An AppEntity that isn't indexed: nothing is donated to Spotlight, so there is nothing to lose.
struct WeatherEntity: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Weather"
    static let defaultQuery = WeatherQuery()

    let id: String

    @DeferredProperty(title: "Forecast", indexingKey: \.contentDescription)
    var forecast: String {
        get async { await Forecasts.load(id) }
    }

    var displayRepresentation: DisplayRepresentation { "\(id)" }
}
