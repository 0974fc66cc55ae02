import AppIntents

struct RouteError: Error { let message: String? }

final class RouteStore: @unchecked Sendable {
    static let shared = RouteStore()
    var lastError: String?
    var signedIn = true
    func save() -> Bool { true }
    func sync() throws {}
    func exportNote() async -> String? { nil }
}

struct SaveRouteIntent: AppIntent {
    static let title: LocalizedStringResource = "Save Route"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        guard RouteStore.shared.signedIn else {
            return .result(dialog: .init(stringLiteral: "Please sign in first."))
        }
        let ok = RouteStore.shared.save()
        if ok {
            return .result(dialog: "Route saved.")
        }
        return .result(dialog: IntentDialog(stringLiteral: RouteStore.shared.lastError ?? "Couldn't save the route."))
    }
}

struct SyncRoutesIntent: AppIntent {
    static let title: LocalizedStringResource = "Sync Routes"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        do {
            try RouteStore.shared.sync()
        } catch let failure as RouteError {
            return .result(dialog: IntentDialog(stringLiteral: failure.message ?? "Couldn't sync your routes."))
        }
        return .result(dialog: "Routes synced.")
    }
}

struct ExportRouteIntent: AppIntent {
    static let title: LocalizedStringResource = "Export Route"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        if RouteStore.shared.save() {
            return .result(dialog: "Route exported.")
        }
        // Text that must be awaited stays where it is: a warning.
        return .result(dialog: IntentDialog(stringLiteral: await RouteStore.shared.exportNote() ?? "Couldn't export the route."))
    }
}

struct CheckRouteIntent: AppIntent {
    static let title: LocalizedStringResource = "Check Route"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let ok = RouteStore.shared.save()
        // One return for both outcomes: a warning, the pass can't split it.
        return .result(dialog: IntentDialog(stringLiteral: ok ? "The route is fine." : "Couldn't check the route."))
    }
}

struct UnlockShedIntent: AppIntent {
    static let title: LocalizedStringResource = "Unlock Shed"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        if RouteStore.shared.save() {
            // The intent's own verb says what it did: no request to act first.
            return .result(dialog: "Unlock sent.")
        }
        return .result(dialog: IntentDialog(stringLiteral: RouteStore.shared.lastError ?? "Unlock failed."))
    }
}

struct SaveLongRouteIntent: AppIntent {
    static let title: LocalizedStringResource = "Save Long Route"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let ok = RouteStore.shared.save()
        if RouteStore.shared.signedIn {
            return .result(dialog: "Saved to your account.")
        }
        // Both outcomes in one text after the early return: a warning, never thrown whole.
        return .result(dialog: IntentDialog(stringLiteral: ok ? "Saved on this device." : "Couldn't save the route."))
    }
}

/// The app's own error type carries a String: a built message would not fit it, so that return stays a warning.
enum ShareRouteIntentError: Error { case failure(String) }

struct ShareRouteIntent: AppIntent {
    static let title: LocalizedStringResource = "Share Route"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        if RouteStore.shared.save() {
            return .result(dialog: "Route shared.")
        }
        return .result(dialog: IntentDialog(stringLiteral: RouteStore.shared.lastError ?? "Couldn't share the route."))
    }
}
