import AppIntents

struct SaveNoteIntent: AppIntent {
    static let title: LocalizedStringResource = "Save Note"

    @Parameter(title: "Text")
    var text: String

    func perform() async throws -> some IntentResult & ReturnsValue<Bool> {
        let saved = NoteStore.shared.insert(text)
        return .result(value: saved)
    }
}

struct ArchiveNotesIntent: AppIntent {
    static let title: LocalizedStringResource = "Archive Notes"

    func perform() async throws -> some IntentResult & ReturnsValue<Bool> {
        return .result(value: NoteStore.shared.archiveAll())
    }
}

struct CopyNoteIntent: AppIntent {
    static let title: LocalizedStringResource = "Copy Note"

    func perform() async throws -> some IntentResult & ReturnsValue<Bool> {
        let copy = NoteStore.shared.duplicateLatest()
        return .result(value: copy != nil)
    }
}

// A question's Bool is its answer, and a parameter handed back is no call's verdict.
struct IsNoteSavedIntent: AppIntent {
    static let title: LocalizedStringResource = "Is Note Saved"

    func perform() async throws -> some IntentResult & ReturnsValue<Bool> {
        let found = NoteStore.shared.contains("draft")
        return .result(value: found)
    }
}

struct EchoFlagIntent: AppIntent {
    static let title: LocalizedStringResource = "Echo Flag"

    @Parameter(title: "Flag")
    var flag: Bool

    func perform() async throws -> some IntentResult & ReturnsValue<Bool> {
        return .result(value: flag)
    }
}
