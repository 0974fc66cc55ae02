import AppIntents

@AppIntent(.tool)
struct PlayAlbum: AppIntent {
    static let title: LocalizedStringResource = "Play Album"
    static let description = IntentDescription("Plays an album from the collection.")
    func perform() async throws -> some IntentResult { .result() }
}

@AppIntent(.tool)
struct PlayPlaylist: AppIntent {
    static let title: LocalizedStringResource = "Play Playlist"
    static let description = IntentDescription("Plays a playlist from the collection.")
    func perform() async throws -> some IntentResult { .result() }
}

@AppIntent(.tool)
struct FindTables: AppIntent {
    static let title: LocalizedStringResource = "Find Available Tables"
    static let description = IntentDescription("Lists restaurants with a free table that matches the search. Doesn't book anything.")
    func perform() async throws -> some IntentResult { .result() }
}

@AppIntent(.tool)
struct BookTable: AppIntent {
    static let title: LocalizedStringResource = "Book a Table"
    static let description = IntentDescription("Reserves a table at a restaurant for a party size and arrival time.")
    func perform() async throws -> some IntentResult { .result() }
}
