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
            throw ShareCrateIntentError.failure("Sharing isn't available for \(crate.name).")
        }
        await ShareSheet.present(link)
        return .result(dialog: "Shared \(crate.name).")
    }
}

enum ShareCrateIntentError: Error, CustomLocalizedStringResourceConvertible {
    case failure(LocalizedStringResource)

    var localizedStringResource: LocalizedStringResource {
        switch self {
        case let .failure(message): message
        }
    }
}
