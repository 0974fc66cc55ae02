import AppIntents

struct ShareCrateIntent: AppIntent {
    static let title: LocalizedStringResource = "Share Crate"

    @Parameter(title: "Crate")
    var crate: CrateEntity

    func perform() async throws -> some IntentResult & ProvidesDialog {
        guard let stored = try await CrateStore.shared.crate(id: crate.id),
              stored.isShared,
              let link = stored.shareLink
        else {
            return .result(dialog: "Sharing isn't available for \(crate.name).")
        }
        await ShareSheet.present(link)
        return .result(dialog: "Shared \(crate.name).")
    }
}
