import AppIntents

/// A search whose guard finds no store answers an empty list: a failure or an honest "none", a person decides (warned).
struct SearchNotesIntent: AppIntent {
    static let title: LocalizedStringResource = "Search Notes"

    @Parameter(title: "Text")
    var text: String

    func perform() async throws -> some IntentResult & ReturnsValue<[String]> {
        guard let library = Library.current else {
            return .result(value: [])
        }
        return .result(value: try await library.search(text))
    }
}

/// An action whose guard's lookup found nothing, answering an empty list: the import did not happen (thrown).
struct ImportPhotosIntent: AppIntent {
    static let title: LocalizedStringResource = "Import Photos"

    @Parameter(title: "Album")
    var album: String

    func perform() async throws -> some IntentResult & ReturnsValue<[String]> {
        guard let source = Albums.shared.album(named: album) else {
            return .result(value: [])
        }
        return .result(value: try await Importer.shared.importAll(from: source))
    }
}

/// An empty list at the end, nothing looked up: left.
struct ListPinnedIntent: AppIntent {
    static let title: LocalizedStringResource = "List Pinned"

    func perform() async throws -> some IntentResult & ReturnsValue<[String]> {
        if Pins.shared.enabled {
            return .result(value: Pins.shared.all)
        }
        return .result(value: [])
    }
}
