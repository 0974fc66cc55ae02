import AppIntents

struct GetWeatherIntent: AppIntent {
    static let title: LocalizedStringResource = "Get Weather"
    static let description = IntentDescription("Gets the forecast for a city.")

    @Parameter(title: "City")
    var city: String

    func perform() async throws -> some IntentResult & ReturnsValue<String> {
        .result(value: "Sunny in \(city)")
    }
}

struct WeatherEntity: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Forecast"
    static let defaultQuery = WeatherQuery()
    var id: String
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(id)") }
}

struct WeatherQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [WeatherEntity] { identifiers.map { WeatherEntity(id: $0) } }
}

struct WeatherClient {
    func fetch() -> String { "" }
}
