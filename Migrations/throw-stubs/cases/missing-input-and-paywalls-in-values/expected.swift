import AppIntents

/// An ask that hands its answer on as text: with no question, or no crate chosen, the text says so as if it were the
/// answer. Warnings.
struct AskCuratorIntent: AppIntent {
    static let title: LocalizedStringResource = "Ask the Curator"

    @Parameter(title: "Question")
    var question: String?

    @Parameter(title: "Crate")
    var crate: String?

    func perform() async throws -> some IntentResult & ReturnsValue<String> {
        if question == nil {
            throw AskCuratorIntentError.failure("Question is empty.")
        }
        if crate == nil {
            throw AskCuratorIntentError.failure("Please choose a crate first.")
        }
        let answer = await Curator.shared.answer(question ?? "", in: crate ?? "")
        return .result(value: answer)
    }
}

enum AskCuratorIntentError: Error, CustomLocalizedStringResourceConvertible {
    case failure(LocalizedStringResource)

    var localizedStringResource: LocalizedStringResource {
        switch self {
        case let .failure(message): message
        }
    }
}

/// A paywall on a failure path: nothing was done, thrown as written.
struct ExportCrateIntent: AppIntent {
    static let title: LocalizedStringResource = "Export Crate"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        guard await Store.shared.isPro else {
            throw ExportCrateIntentError.failure("Crate Pro is required to export crates.")
        }
        await Crates.shared.export()
        return .result(dialog: "Exported.")
    }
}

enum ExportCrateIntentError: Error, CustomLocalizedStringResourceConvertible {
    case failure(LocalizedStringResource)

    var localizedStringResource: LocalizedStringResource {
        switch self {
        case let .failure(message): message
        }
    }
}

/// An empty answer from what was looked up is the answer: left.
struct FindCratesIntent: AppIntent {
    static let title: LocalizedStringResource = "Find Crates"

    @Parameter(title: "Genre")
    var genre: String

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let found = await Crates.shared.find(genre: genre)
        if found.isEmpty {
            return .result(dialog: "Your \(genre) shelf is empty.")
        }
        return .result(dialog: "Found \(found.count) crates.")
    }
}
