import AppIntents

struct TidyCrateIntent: AppIntent {
    static let title: LocalizedStringResource = "Tidy Crate"

    @Parameter(title: "Crate")
    var crate: CrateEntity

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let report: TidyReport
        do {
            report = try await CrateStore.shared.tidy(crate.id)
        } catch {
            return .result(dialog: "Done: \(crate.name) \(CrateStore.shared.lastError ?? "")")
        }
        if report.reordered {
            return .result(dialog: "Reordered your crate and fixed \(report.fixed) errors.")
        }
        if report.missingArtwork > 0 {
            return .result(dialog: "Tidied \(crate.name)\(report.failed.isEmpty ? "" : " (sorry, \(report.failed.count) covers failed)").")
        }
        switch report.kind {
        case .smart:
            return .result(dialog: "Cleared the failures list and the Terrorizer playlist.")
        default:
            return .result(dialog: "Tidied \(crate.name) \(String(localized: "error", comment: "not a dialog word")).")
        }
    }
}
