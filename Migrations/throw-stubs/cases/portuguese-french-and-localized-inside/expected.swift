import AppIntents

/// Portuguese: "Não foi possível …" is "couldn't …", and "Configuração inválida" an invalid setting: both thrown.
struct RegistrarMamadaIntent: AppIntent {
    static let title: LocalizedStringResource = "Registrar Mamada"

    @Parameter(title: "Lado")
    var lado: String

    func perform() async throws -> some IntentResult & ProvidesDialog {
        guard let url = Feeding.endpoint else {
            throw RegistrarMamadaIntentError.failure("Configuração inválida. Abra o app e tente novamente.")
        }
        guard await Feeding.shared.record(lado, at: url) else {
            throw RegistrarMamadaIntentError.failure("Não foi possível registrar a mamada. Tente novamente.")
        }
        return .result(dialog: "Mamada registrada.")
    }
}

enum RegistrarMamadaIntentError: Error, CustomLocalizedStringResourceConvertible {
    case failure(LocalizedStringResource)

    var localizedStringResource: LocalizedStringResource {
        switch self {
        case let .failure(message): message
        }
    }
}

/// French, the text inside one interpolation of `String(localized:)`: its words decide ("Erreur" is thrown); "Ouvre
/// l'app …" on a guard's else asks the person to act first.
struct MareeDuJourIntent: AppIntent {
    static let title: LocalizedStringResource = "Marées du jour"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        guard let tides = TideCache.shared.today else {
            throw MareeDuJourIntentError.failure("\(String(localized: "Pas de données. Ouvre l'app pour les actualiser."))")
        }
        guard let end = TideCache.shared.endOfDay else {
            throw MareeDuJourIntentError.failure("\(String(localized: "Erreur de date."))")
        }
        return .result(dialog: "\(String(localized: "Marées jusqu'à \(end): \(tides)"))")
    }
}

enum MareeDuJourIntentError: Error, CustomLocalizedStringResourceConvertible {
    case failure(LocalizedStringResource)

    var localizedStringResource: LocalizedStringResource {
        switch self {
        case let .failure(message): message
        }
    }
}
