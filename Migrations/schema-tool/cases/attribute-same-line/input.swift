import AppIntents

@AppIntent(schema: .books.openBook) struct OpenBookIntent {
    var target: BookEntity

    @MainActor
    func perform() async throws -> some IntentResult {
        Router.shared.show(.book(target.id))
        return .result()
    }
}

@available(iOS 18.2, *) @AppIntent(schema: .wordProcessor.createDocument) public struct CreateLinerNotesIntent {
    public var name: String?

    public init() {}

    public func perform() async throws -> some IntentResult {
        try await Documents.shared.create(named: name)
        return .result()
    }
}