import AppIntents
import CoreLocation

@AppIntent(schema: .photos.openAsset)
struct OpenAssetIntent: OpenIntent {
    var target: AssetEntity

    @MainActor
    func perform() async throws -> some IntentResult {
        Router.shared.show(.asset(target.id))
        return .result()
    }
}

@AppIntent(schema: .journal.createEntry)
struct CreateListeningEntryIntent: AppIntent {
    var title: String?
    var message: AttributedString
    var mediaItems: [IntentFile]
    var entryDate: Date?
    var location: CLPlacemark?

    func perform() async throws -> some ReturnsValue<JournalEntryEntity> {
        let entry: JournalEntryEntity = try await Journal.shared.create(title: title, message: message)
        return .result(value: entry)
    }
}

@AssistantIntent(schema: .mail.sendDraft)
struct SendReviewDraftIntent: AppIntent {
    var target: MailDraftEntity
    var sendLaterDate: Date?

    func perform() async throws -> some IntentResult {
        try await Mailer.shared.send(target.id, at: sendLaterDate)
        return .result()
    }
}
