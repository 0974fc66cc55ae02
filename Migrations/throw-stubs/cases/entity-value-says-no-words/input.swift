import AppIntents

/// A value of identifiers (or entities) says nothing in words, whatever made it: the store's failure text (in its `shared` set-up and
/// in `summary()`) can't reach "List Notes". The summary handed on as a `String` can say it: warned.
struct ListNotesIntent: AppIntent {
    static let title: LocalizedStringResource = "List Notes"

    func perform() async throws -> some IntentResult & ReturnsValue<[Int]> {
        let notes = await NoteStore.shared.all()
        return .result(value: notes.map(\.id))
    }
}

struct GetNotesSummaryIntent: AppIntent {
    static let title: LocalizedStringResource = "Get Notes Summary"

    func perform() async throws -> some IntentResult & ReturnsValue<String> {
        let summary = await NoteStore.shared.summary()
        return .result(value: summary)
    }
}

struct Note {
    let id: Int
}

final class NoteStore {
    static let shared: NoteStore = {
        let store = NoteStore()
        if !store.open() { print("Couldn't open the note store: unrecoverable failure") }
        return store
    }()

    func open() -> Bool { true }
    func all() async -> [Note] { [] }

    func summary() async -> String {
        let notes = await all()
        guard !notes.isEmpty else { return "Couldn't load your notes." }
        return "\(notes.count) notes"
    }
}
