import AppIntents

@AppIntent(.tool)
struct AddToFavorites: AppIntent {
    static let title: LocalizedStringResource = "Add to Favorites"
    static let description = IntentDescription("Adds the album to your favorites.")
    func perform() async throws -> some IntentResult { .result() }
}

@AppIntent(.tool)
struct AddFavorite: AppIntent {
    static let title: LocalizedStringResource = "Add Favorite"
    static let description = IntentDescription("Adds an album to your favorites.")
    func perform() async throws -> some IntentResult { .result() }
}

@AppIntent(.tool)
struct RemoveFavorite: AppIntent {
    static let title: LocalizedStringResource = "Remove Favorite"
    static let description = IntentDescription("Removes an album from your favorites. Doesn't delete the album.")
    func perform() async throws -> some IntentResult { .result() }
}
