import AppIntents

struct ReportProblemIntent {
    @Parameter(title: "Album")
    var album: AlbumEntity

    func perform() async throws -> some IntentResult & ProvidesDialog {
        guard await Feedback.shared.isReachable else {
            throw ReportProblemIntentError.failure("Feedback isn't available offline. Try again later.")
        }
        await Feedback.shared.report(album.id)
        return .result(dialog: "Thanks, reported.")
    }
}

enum ReportProblemIntentError: Error, CustomLocalizedStringResourceConvertible {
    case failure(LocalizedStringResource)

    var localizedStringResource: LocalizedStringResource {
        switch self {
        case let .failure(message): message
        }
    }
}

extension ReportProblemIntent: AppIntent {
    static let title: LocalizedStringResource = "Report a Problem"
}
