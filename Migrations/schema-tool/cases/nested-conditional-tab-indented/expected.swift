import AppIntents

enum JournalIntents {
	#if os(iOS) || os(macOS)
	// Shortcuts-only: a plain @AppIntent(schema: .journal.createEntry) becomes a tool.
	@available(iOS 18.0, macOS 15.0, *)
	@AppIntent(.tool, schema: .journal.createEntry)
	struct CreateIntent {
		var title: String?
		var message: AttributedString
		var mediaItems: [IntentFile]
		var entryDate: Date?
		var location: CLPlacemark?

		func perform() async throws -> some ReturnsValue<JournalEntryEntity> {
			let entry = try await Journal.shared.create(title: title, message: message, date: entryDate)
			return .result(value: entry)
		}
	}
	#endif

	@AppIntent(schema: .messages.sendMessage)
	struct ShareEntryIntent {
		var recipients: [ContactEntity]
		var content: String?

		func perform() async throws -> some IntentResult {
			try await Inbox.shared.send(content ?? "", to: recipients.map(\.id))
			return .result()
		}
	}
}
