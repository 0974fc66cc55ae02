import AppIntents

@AppIntent(.tool)
struct FilterCollectionIntent: AppIntent {
    static let title: LocalizedStringResource = "Filter Collection"
    static let description = IntentDescription("Shows the records in the person's collection that match the criteria, newest first.")

    @Parameter var criteria: String

    @Parameter()
    var sortOrder: SortOrder

    @Parameter
    var limit: Int?

    @MainActor
    func perform() async throws -> some IntentResult {
        Router.shared.show(.filtered(criteria, sortOrder, limit))
        return .result()
    }
}

enum SortOrder: String, AppEnum {
    case newest, oldest

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Sort Order"
    static let caseDisplayRepresentations: [SortOrder: DisplayRepresentation] = [.newest: "Newest First", .oldest: "Oldest First"]
}
