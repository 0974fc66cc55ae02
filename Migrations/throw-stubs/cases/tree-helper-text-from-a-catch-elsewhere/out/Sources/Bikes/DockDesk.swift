import Foundation

/// Words for the dock questions. This file names no App Intents type.
struct DockDesk {
    func nearestDockText() async -> String {
        await nearestDockText(otherwise: "Open Bikes to look for a dock.")
    }

    private func nearestDockText(otherwise fallback: String) async -> String {
        do {
            let dock = try await DockStore.shared.nearest()
            return "The nearest dock is \(dock)."
        } catch {
            return fallback
        }
    }

    func countText() async throws -> String {
        do {
            return "There are \(try await DockStore.shared.count()) docks."
        } catch {
            // A cached answer: the count last seen.
            return "There were \(DockStore.shared.lastCount) docks."
        }
    }
}

actor DockStore {
    static let shared = DockStore()
    nonisolated let lastCount = 12
    func nearest() throws -> String { "Pier 4" }
    func count() throws -> Int { 12 }
}
