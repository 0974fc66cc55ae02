import AppIntents

/// It needs a file another step or the share sheet hands it, and says what it did: nobody says a file to Siri, so a
/// person decides (held).
struct TranscribeAndSaveIntent: AppIntent {
    static let title: LocalizedStringResource = "Transcribe and Save"

    @Parameter(title: "Audio")
    var audio: IntentFile

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let text = try await Transcriber.shared.transcribe(audio.data)
        try await Library.shared.save(text)
        return .result(dialog: "Saved the transcript.")
    }
}

/// A file it can do without, beside the words a person says: marked.
struct AddNoteIntent: AppIntent {
    static let title: LocalizedStringResource = "Add Note"

    @Parameter(title: "Text")
    var text: String

    @Parameter(title: "Attachment")
    var attachment: IntentFile?

    func perform() async throws -> some IntentResult & ProvidesDialog {
        try await Library.shared.add(text, attachment: attachment?.data)
        return .result(dialog: "Added.")
    }
}
