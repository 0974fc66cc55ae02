import AppIntents

protocol LibraryIntent: AppIntent {}
protocol CrateIntent: LibraryIntent {}

struct LockCrateIntent: CrateIntent {
    static let title: LocalizedStringResource = "Lock Crate"

    @Parameter(title: "Crate")
    var crate: CrateEntity

    func perform() async throws -> some IntentResult & ProvidesDialog {
        do {
            do {
                if crate.isLocked { return .result(dialog: "Sorry, that crate is already locked.") }
                try await CrateStore.shared.lock(crate.id)
            } catch let e as URLError {
                Log.error("lock: \(e)")
            }
        } catch {
            return .result(dialog: IntentDialog(full: "Couldn't lock \(crate.name).", supporting: "Try again."))
        }
        return .result(dialog: "Locked \(crate.name).")
    }
}
