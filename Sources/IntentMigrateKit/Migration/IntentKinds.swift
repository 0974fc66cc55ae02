// What kind of App Intents type a declaration is, as every pass and the report see it.
extension FileContext {
    /// A type marked `@AppIntent(.tool)` without a schema.
    package func isToolIntent(_ type: TypeDecl) -> Bool {
        guard [.struct, .class, .actor].contains(type.kind) else { return false }
        guard let macro = type.attributes.first(where: { $0.name == "AppIntent" }) else { return reaches(type, anyOf: [IntentProtocols.tool]) }
        return hasTrait("tool", in: macro) && schemaReference(in: macro) == nil
    }

    /// A type conforming to an entity protocol, or marked `@AppEntity`, without a schema.
    package func isEntity(_ type: TypeDecl) -> Bool {
        if type.attributes.contains(where: { ($0.name == "AppEntity" || $0.name == "AssistantEntity") && schemaReference(in: $0) != nil }) {
            return false
        }
        if type.attributes.contains(where: { $0.name == "AppEntity" }) { return true }
        return reaches(type, anyOf: IntentProtocols.entities)
    }

    /// A type's name in words, for a placeholder: `BookTableIntent` → "book table".
    package static func words(of name: String) -> String {
        var parts = Words.camelCase(name)
        if parts.count > 1, parts.last == "intent" { parts.removeLast() }
        return parts.joined(separator: " ")
    }
}
