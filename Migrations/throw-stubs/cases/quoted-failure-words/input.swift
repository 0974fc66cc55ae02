import AppIntents

struct RetryUploadIntent: AppIntent {
    static let title: LocalizedStringResource = "Retry Upload"

    @Parameter(title: "Upload")
    var upload: UploadEntity

    func perform() async throws -> some IntentResult & ProvidesDialog {
        if upload.isStuck {
            return .result(dialog: "This upload is marked ‘failed’. Delete it and start over.")
        }
        guard upload.canRetry else {
            return .result(dialog: "Discogs answered 'error' for \(upload.name).")
        }
        await Uploads.shared.retry(upload.id)
        return .result(dialog: "Retrying \(upload.name).")
    }
}
