import AppIntents

// Apple's article: replace the schema annotation with
// @AppIntent(.tool, schema: .journal.createEntry) once this is a tool.
// Before: @AppIntent(schema: .journal.createEntry)

/* Also seen in old code:
   @AssistantIntent(schema: .journal.createEntry)
   @AssistantEntity(schema: .photos.asset)
*/

/// Explains the `@AppIntent(schema: .journal.createEntry)` annotation.
struct MigrationHint {
    static let before = "@AppIntent(schema: .journal.createEntry)"
    static let siri = "@AppIntent(.tool, schema: .messages.sendMessage)"
    static let multiLine = """
        @AppIntent(schema: .books.openBook)
        @AssistantEnum(schema: .photos.assetType)
        """
    static let pattern = /@AppIntent\(schema: \.(\w+)\.(\w+)\)/
}
