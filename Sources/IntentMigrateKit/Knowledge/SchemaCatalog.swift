/// Whether an app schema works with Siri, or only in Shortcuts.
public enum SchemaSupport: String, Sendable, Codable {
    /// Siri already performs it: adding `.tool` is a build error.
    case siri
    /// Works only in Shortcuts: `@AppIntent(.tool, schema:)` makes it a tool.
    case shortcutsOnly
    /// A domain for one system feature (Visual Intelligence, the assistant): neither; `.tool` is left as it is.
    case singlePurpose
}

/// App schema domains and what Siri does with them. Per-schema rows win over their domain's row.
public enum SchemaCatalog {
    public struct Row: Sendable {
        public let key: String
        public let support: SchemaSupport
        public let source: String
    }

    static let article = "seeds/bringing-custom-actions-and-content-to-siri.md (Turn custom intents into tools)"
    static let guide = "seeds/siri-ai-developer-guide.txt (Schemas need care)"
    static let domains = "developer.apple.com/documentation/appintents/app-schema-domains"

    public static let rows: [Row] = [
        Row(key: "books", support: .shortcutsOnly, source: guide),
        Row(key: "browser", support: .shortcutsOnly, source: guide),
        Row(key: "journal", support: .shortcutsOnly, source: article),
        Row(key: "presentation", support: .shortcutsOnly, source: domains),
        Row(key: "reader", support: .shortcutsOnly, source: domains),
        Row(key: "spreadsheet", support: .shortcutsOnly, source: domains),
        Row(key: "whiteboard", support: .shortcutsOnly, source: domains),
        Row(key: "wordProcessor", support: .shortcutsOnly, source: domains),
        // The seeds list Files as Shortcuts-only; Apple's domain page lists it for Siri except this schema.
        Row(key: "files.moveFiles", support: .shortcutsOnly, source: guide),
        Row(key: "files", support: .siri, source: domains),
        Row(key: "mail", support: .siri, source: domains),
        Row(key: "photos", support: .siri, source: domains),
        Row(key: "camera", support: .siri, source: domains),
        Row(key: "system", support: .siri, source: domains),
        Row(key: "audio", support: .siri, source: domains),
        Row(key: "messages", support: .siri, source: article),
        Row(key: "visualIntelligence", support: .singlePurpose, source: domains),
        Row(key: "assistant", support: .singlePurpose, source: domains),
        Row(key: "notes", support: .siri, source: domains),
        Row(key: "reminders", support: .siri, source: domains),
        Row(key: "calendar", support: .siri, source: domains),
        Row(key: "clock", support: .siri, source: domains),
        Row(key: "maps", support: .siri, source: domains),
        Row(key: "phone", support: .siri, source: domains),
    ]

    static let table: [String: SchemaSupport] = Dictionary(uniqueKeysWithValues: rows.map { ($0.key, $0.support) })

    /// The support of `domain.schema`, with `overrides` (config `schemas`) first; nil when unknown.
    public static func support(domain: String, schema: String, overrides: [String: SchemaSupport] = [:]) -> SchemaSupport? {
        overrides["\(domain).\(schema)"] ?? overrides[domain] ?? table["\(domain).\(schema)"] ?? table[domain]
    }
}
