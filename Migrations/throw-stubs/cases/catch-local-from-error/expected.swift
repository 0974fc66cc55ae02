import AppIntents

enum ShelfError: Error {
    case offline

    var message: String? { self == .offline ? "The shelf is offline." : nil }
}

/// The catch makes a local from the error it caught and returns it as the dialog: the error's text reported as a
/// success, thrown on instead.
struct ShelveBookIntent: AppIntent {
    static let title: LocalizedStringResource = "Shelve Book"

    @Parameter(title: "Title")
    var bookTitle: String

    func perform() async throws -> some IntentResult & ProvidesDialog {
        do {
            try await Shelf.shared.add(bookTitle)
            return .result(dialog: "Shelved \(bookTitle).")
        } catch {
            let reason = (error as? ShelfError)?.message ?? "The book could not be shelved."
            throw error
        }
    }
}
