import AppIntents

/// Spanish dialogs: a guard on the amount asked for turns the request down ("tiene que ser …"), so nothing was
/// logged; an action's else that says the person has no household ("No tenés …") did nothing either.
struct CargarGastoIntent: AppIntent {
    static let title: LocalizedStringResource = "Cargar gasto"

    @Parameter(title: "Monto")
    var monto: Double

    func perform() async throws -> some IntentResult & ProvidesDialog {
        guard monto > 0 else {
            throw CargarGastoIntentError.failure("El monto tiene que ser mayor a cero.")
        }
        guard let hogar = await Casa.shared.hogarActivo() else {
            throw CargarGastoIntentError.failure("No tenés ningún hogar activo.")
        }
        await Casa.shared.cargar(monto, en: hogar)
        return .result(dialog: "Listo, cargué el gasto.")
    }
}

enum CargarGastoIntentError: Error, CustomLocalizedStringResourceConvertible {
    case failure(LocalizedStringResource)

    var localizedStringResource: LocalizedStringResource {
        switch self {
        case let .failure(message): message
        }
    }
}
