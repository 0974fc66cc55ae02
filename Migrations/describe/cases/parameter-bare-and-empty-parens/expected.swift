import AppIntents

@AppIntent(.tool)
struct FilterCollectionIntent: AppIntent {
    static let title: LocalizedStringResource = "Filter Collection"
    static let description = IntentDescription("Shows the records in the person's collection that match the criteria, newest first.")

    @Parameter(description: "TODO: describe the criteria parameter for someone who doesn't know the app") var criteria: String

    @Parameter(description: "TODO: describe the sortOrder parameter for someone who doesn't know the app")
    var sortOrder: SortOrder

    @Parameter(description: "TODO: describe the limit parameter for someone who doesn't know the app")
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
