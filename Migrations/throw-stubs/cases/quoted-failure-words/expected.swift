import AppIntents

struct RetryUploadIntent: AppIntent {
    static let title: LocalizedStringResource = "Retry Upload"

    @Parameter(title: "Upload")
    var upload: UploadEntity

    func perform() async throws -> some IntentResult & ProvidesDialog {
        if upload.isStuck {
            throw RetryUploadIntentError.failure("This upload is marked ‘failed’. Delete it and start over.")
        }
        guard upload.canRetry else {
            throw RetryUploadIntentError.failure("Discogs answered 'error' for \(upload.name).")
        }
        await Uploads.shared.retry(upload.id)
        return .result(dialog: "Retrying \(upload.name).")
    }
}

enum RetryUploadIntentError: Error, CustomLocalizedStringResourceConvertible {
    case failure(LocalizedStringResource)

    var localizedStringResource: LocalizedStringResource {
        switch self {
        case let .failure(message): message
        }
    }
}
