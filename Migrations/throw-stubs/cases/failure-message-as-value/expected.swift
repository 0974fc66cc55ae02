import AppIntents

struct CrateSummaryIntent: AppIntent {
    static let title: LocalizedStringResource = "Crate Summary"

    @Parameter(title: "Crate Name")
    var name: String

    func perform() async throws -> some IntentResult & ReturnsValue<String> {
        guard let crate = await CrateStore.shared.crate(named: name) else {
            throw CrateSummaryIntentError.failure("Crate '\(name)' not found.")
        }
        guard !crate.albums.isEmpty else {
            return .result(value: "The crate is empty.")
        }
        return .result(value: "\(crate.albums.count) albums")
    }
}

enum CrateSummaryIntentError: Error, CustomLocalizedStringResourceConvertible {
    case failure(LocalizedStringResource)

    var localizedStringResource: LocalizedStringResource {
        switch self {
        case let .failure(message): message
        }
    }
}
