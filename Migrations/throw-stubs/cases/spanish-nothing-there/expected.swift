import AppIntents

/// "No hay nada …" is Spanish for "Nothing …": in a question ("¿Qué hago ahora?") it is the answer, in an action the
/// no-op it says. Neither is English "No … found".
struct QueHagoAhoraIntent: AppIntent {
    static let title: LocalizedStringResource = "¿Qué hago ahora?"

    func perform() async throws -> some IntentResult & ProvidesDialog & ReturnsValue<String> {
        guard let tarea = Agenda.shared.recomendacion() else {
            return .result(value: "", dialog: "No hay nada urgente ahora. Puedes descansar.")
        }
        return .result(value: tarea.titulo, dialog: "\(tarea.titulo).")
    }
}

struct EstoySaturadoIntent: AppIntent {
    static let title: LocalizedStringResource = "Estoy saturado"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        guard let tarea = Agenda.shared.recomendacion() else {
            return .result(dialog: "No hay nada pendiente. Respira.")
        }
        await Agenda.shared.reducir(tarea)
        return .result(dialog: "Solo esto: \(tarea.titulo).")
    }
}

/// "No hay ninguna salida …" is "No departure …": the lookup found nothing and the action did not happen.
struct EstoySaliendoIntent: AppIntent {
    static let title: LocalizedStringResource = "Estoy saliendo"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        guard let plan = Viajes.shared.proximo() else {
            throw EstoySaliendoIntentError.failure("No hay ninguna salida pendiente.")
        }
        Viajes.shared.salir(plan)
        return .result(dialog: "Buen viaje.")
    }
}

enum EstoySaliendoIntentError: Error, CustomLocalizedStringResourceConvertible {
    case failure(LocalizedStringResource)

    var localizedStringResource: LocalizedStringResource {
        switch self {
        case let .failure(message): message
        }
    }
}

/// The guard tests what a search found with the minutes asked for, not the minutes: none due is nothing to do.
struct RepasarIntent: AppIntent {
    static let title: LocalizedStringResource = "Repasar"

    @Parameter(title: "Minutos", default: 6)
    var minutos: Int

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let pendientes = Repaso.pendientes(limite: max(1, minutos / 2))
        guard !pendientes.isEmpty else {
            return .result(dialog: "Ahora mismo no toca repasar.")
        }
        Repaso.abrir(pendientes)
        return .result(dialog: "Te abro \(pendientes.count) conceptos.")
    }
}

/// A question whose feature is switched off asks the person to turn it on first.
struct CuandoSalirIntent: AppIntent {
    static let title: LocalizedStringResource = "¿Cuándo tengo que salir?"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        guard Viajes.shared.activado else {
            throw CuandoSalirIntentError.failure("«Salir a tiempo» está desactivado. Puedes activarlo en Ajustes.")
        }
        return .result(dialog: "Sal a las \(Viajes.shared.hora).")
    }
}

enum CuandoSalirIntentError: Error, CustomLocalizedStringResourceConvertible {
    case failure(LocalizedStringResource)

    var localizedStringResource: LocalizedStringResource {
        switch self {
        case let .failure(message): message
        }
    }
}

/// A title written as a question ("¿Tengo algo hoy?", a yes-or-no question that starts with a verb): "No tienes ningún
/// evento hoy." is its answer, not a failure.
struct TengoAlgoHoyIntent: AppIntent {
    static let title: LocalizedStringResource = "¿Tengo algo hoy?"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        guard let evento = Agenda.shared.proximoEvento() else {
            return .result(dialog: "No tienes ningún evento hoy.")
        }
        return .result(dialog: "Tienes \(evento.titulo).")
    }
}
