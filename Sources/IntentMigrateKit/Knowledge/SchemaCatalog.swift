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
package enum SchemaCatalog {
    package struct Row: Sendable {
        package let key: String
        package let support: SchemaSupport
        package let source: String
    }

    package static let article = "developer.apple.com/documentation/appintents/bringing-custom-actions-and-content-to-siri (Turn custom intents into tools)"
    package static let guide = "the Siri AI developer guide (docs/sources.md) (Schemas need care)"
    package static let domains = "documentation/appintents/app-schema-domains"
    /// A schema's own page, whose last section lists the system experiences it supports.
    package static func page(_ domain: String, _ schema: String) -> String { "documentation/appintents/appschema/\(domain.lowercased())intent/\(schema.lowercased())" }
    /// Schemas the audit in issue 26 read as Shortcuts-only on their pages, whose experiences section this
    /// project's stored copy of the documentation doesn't reach: the page is named, the reading is the audit's.
    package static func audited(_ domain: String, _ schema: String) -> String { page(domain, schema) + " (per the issue-26 audit of that page)" }

    /// Per-schema rows first (they win over their domain's row), then the domains.
    package static let rows: [Row] = [
        // Shortcuts-only schemas inside domains that Siri otherwise supports (their pages list Shortcuts only).
        Row(key: "files.openFile", support: .shortcutsOnly, source: page("files", "openFile")),
        Row(key: "files.deleteFiles", support: .shortcutsOnly, source: page("files", "deleteFiles")),
        Row(key: "files.moveFiles", support: .shortcutsOnly, source: page("files", "moveFiles")),
        Row(key: "camera.openInCaptureMode", support: .shortcutsOnly, source: page("camera", "openInCaptureMode")),
        Row(key: "camera.setDevice", support: .shortcutsOnly, source: page("camera", "setDevice")),
        Row(key: "camera.stopCapture", support: .shortcutsOnly, source: page("camera", "stopCapture")),
        Row(key: "photos.copyEdits", support: .shortcutsOnly, source: page("photos", "copyEdits")),
        Row(key: "photos.straighten", support: .shortcutsOnly, source: page("photos", "straighten")),
        Row(key: "photos.deleteAssets", support: .shortcutsOnly, source: audited("photos", "deleteAssets")),
        Row(key: "photos.duplicateAssets", support: .shortcutsOnly, source: audited("photos", "duplicateAssets")),
        Row(key: "photos.pasteEdits", support: .shortcutsOnly, source: audited("photos", "pasteEdits")),
        Row(key: "photos.setDepth", support: .shortcutsOnly, source: audited("photos", "setDepth")),
        Row(key: "photos.setExposure", support: .shortcutsOnly, source: audited("photos", "setExposure")),
        Row(key: "photos.setSaturation", support: .shortcutsOnly, source: audited("photos", "setSaturation")),
        Row(key: "photos.toggleDepth", support: .shortcutsOnly, source: audited("photos", "toggleDepth")),
        Row(key: "photos.updateAsset", support: .shortcutsOnly, source: audited("photos", "updateAsset")),
        Row(key: "photos.updateRecognizedPerson", support: .shortcutsOnly, source: audited("photos", "updateRecognizedPerson")),
        // Siri-supported schemas the pages confirm.
        Row(key: "photos.search", support: .siri, source: page("photos", "search")),
        Row(key: "system.search", support: .siri, source: page("system", "search")),
        Row(key: "system.searchInApp", support: .siri, source: page("system", "searchInApp")),
        Row(key: "system.open", support: .siri, source: page("system", "open")),
        Row(key: "mail.openMessage", support: .siri, source: page("mail", "openMessage")),
        // Domains: the default for their other schemas.
        Row(key: "books", support: .shortcutsOnly, source: "documentation/appintents/app-schema-domain-books"),
        Row(key: "browser", support: .shortcutsOnly, source: "documentation/appintents/app-schema-domain-browser"),
        Row(key: "journal", support: .shortcutsOnly, source: "documentation/appintents/app-schema-domain-journaling"),
        Row(key: "presentation", support: .shortcutsOnly, source: "documentation/appintents/app-schema-domain-presentation"),
        Row(key: "reader", support: .shortcutsOnly, source: "documentation/appintents/app-schema-domain-reader"),
        Row(key: "spreadsheet", support: .shortcutsOnly, source: "documentation/appintents/app-schema-domain-spreadsheet"),
        Row(key: "whiteboard", support: .shortcutsOnly, source: "documentation/appintents/app-schema-domain-whiteboard"),
        Row(key: "wordProcessor", support: .shortcutsOnly, source: "documentation/appintents/app-schema-domain-word-processor"),
        // The domains page lists Files among the Shortcuts-specific domains, the Files article for Siri; its three
        // schemas above are Shortcuts-only either way.
        Row(key: "files", support: .siri, source: "documentation/appintents/app-schema-domain-files"),
        Row(key: "mail", support: .siri, source: "documentation/appintents/app-schema-domain-mail"),
        Row(key: "photos", support: .siri, source: "documentation/appintents/app-schema-domain-photos"),
        Row(key: "camera", support: .siri, source: "documentation/appintents/app-schema-domain-camera"),
        Row(key: "system", support: .siri, source: "documentation/appintents/app-schema-domain-system-and-in-app-search"),
        Row(key: "audio", support: .siri, source: "documentation/appintents/app-schema-domain-audio"),
        Row(key: "messages", support: .siri, source: "documentation/appintents/app-schema-domain-messages"),
        Row(key: "visualIntelligence", support: .singlePurpose, source: domains),
        Row(key: "assistant", support: .singlePurpose, source: domains),
        Row(key: "notes", support: .siri, source: "documentation/appintents/app-schema-domain-notes"),
        Row(key: "reminders", support: .siri, source: "documentation/appintents/app-schema-domain-reminders"),
        Row(key: "calendar", support: .siri, source: "documentation/appintents/app-schema-domain-calendar"),
        Row(key: "clock", support: .siri, source: "documentation/appintents/app-schema-domain-clock"),
        Row(key: "maps", support: .siri, source: "documentation/appintents/app-schema-domain-maps"),
        Row(key: "phone", support: .siri, source: "documentation/appintents/app-schema-domain-phone"),
        Row(key: "video", support: .siri, source: "documentation/appintents/app-schema-domain-video"),
    ]

    /// One line for `explain schema-tool`: how big the table is and where it comes from.
    package static var summary: String {
        let schemas = rows.filter { $0.key.contains(".") }.count
        let audited = rows.filter { $0.source.contains("issue-26 audit") }.count
        return "The table holds \(rows.count - schemas) domains and \(schemas) schemas, each row naming its documentation page "
            + "(\(domains) and each domain's and schema's page; \(audited) schema rows follow an audit of their pages the stored copy doesn't reach)."
    }

    package static let table: [String: SchemaSupport] = Dictionary(uniqueKeysWithValues: rows.map { ($0.key, $0.support) })

    /// The support of `domain.schema`, with `overrides` (config `schemas`) first; nil when unknown.
    package static func support(domain: String, schema: String, overrides: [String: SchemaSupport] = [:]) -> SchemaSupport? {
        overrides["\(domain).\(schema)"] ?? overrides[domain] ?? table["\(domain).\(schema)"] ?? table[domain]
    }
}
