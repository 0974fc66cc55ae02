import AppIntents

/// An empty value beside a failure's dialog holds no words: the return is thrown, the empty value goes with it.
struct GetForecastTextIntent: AppIntent {
    static let title: LocalizedStringResource = "Get Forecast Text"

    func perform() async throws -> some IntentResult & ReturnsValue<String> & ProvidesDialog {
        guard let forecast = try? await Weather.shared.today() else {
            throw GetForecastTextIntentError.failure("Couldn't load the forecast.")
        }
        return .result(value: forecast.summary, dialog: "\(forecast.summary)")
    }
}

enum GetForecastTextIntentError: Error, CustomLocalizedStringResourceConvertible {
    case failure(LocalizedStringResource)

    var localizedStringResource: LocalizedStringResource {
        switch self {
        case let .failure(message): message
        }
    }
}

/// A value with words of its own ("0") would be lost: warned, left for you.
struct GetStepCountIntent: AppIntent {
    static let title: LocalizedStringResource = "Get Step Count"

    func perform() async throws -> some IntentResult & ReturnsValue<String> & ProvidesDialog {
        guard let steps = try? await Health.shared.steps() else {
            return .result(value: "0", dialog: "Couldn't read your steps.")
        }
        return .result(value: "\(steps)", dialog: "\(steps) steps today.")
    }
}
