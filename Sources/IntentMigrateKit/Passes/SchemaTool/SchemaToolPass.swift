/// Makes intents on Shortcuts-only schemas into tools, and keeps `.tool` off Siri-supported ones.
///
/// Reports an `error` for `.tool` on a Siri-supported schema (a build error) and a `warning` for a
/// schema it doesn't know. Rewrites `@AppIntent(schema:)` on a Shortcuts-only schema to
/// `@AppIntent(.tool, schema:)`, removes `.tool` from Siri-supported ones, and renames the deprecated
/// `@AssistantIntent/@AssistantEntity/@AssistantEnum(schema:)` spellings.
package struct SchemaToolPass: Pass {
    package let id: PassID = "schema-tool"
    package let summary = "Shortcuts-only schema intents become tools; deprecated @Assistant… schema macros renamed"
    package let triggerWords: [TriggerWord] = ["@AppIntent", "@AssistantIntent", "@AppEntity", "@AssistantEntity", "@AppEnum", "@AssistantEnum"]
    package var explanation: String { """
    schema-tool — Shortcuts-only schema intents become tools

    Some app schemas work only in Shortcuts: whole domains (books, browser, journal, presentation,
    reader, spreadsheet, whiteboard, wordProcessor) and single schemas inside domains Siri otherwise
    supports (files.openFile, deleteFiles, moveFiles; camera.openInCaptureMode, setDevice, stopCapture;
    photos.copyEdits, straighten, and the other photo edits). An intent on one of them becomes a Siri
    tool with `@AppIntent(.tool, schema:)`, with add-tool's care: one named for money, orders or dosing
    is held for a decision, and one compiled for watchOS or tvOS (no ToolIntent, no schema domain there)
    gets a warning. Schemas Siri already supports (mail, photos.search, messages, system, notes, …) must
    not carry `.tool`: that is reported as an error and removed by apply (the build error is what the
    Siri AI developer guide says; no Apple page states it). Single-purpose domains (visualIntelligence,
    assistant) are left as they are. The deprecated @AssistantIntent/@AssistantEntity/@AssistantEnum(schema:)
    spellings become @AppIntent/@AppEntity/@AppEnum. An unknown schema is a warning: classify it in
    .intent-migrate.json.

    \(SchemaCatalog.summary)

    Before:
        @AppIntent(schema: .journal.createEntry)
        struct LogMealIntent {

    After:
        @AppIntent(.tool, schema: .journal.createEntry)
        struct LogMealIntent {

    Source: Apple, "App schema domains" and each schema's page; documentation/appintents/toolintent,
    …/appschema/messagesintent/sendmessage; "Bringing custom actions and content to Siri"; the Siri AI
    developer guide; the VinylCrate audit.
    """ }

    package init() {}

    package enum Message {
        package static func makeTool(_ type: String, _ schema: String) -> String {
            "mark \(type) as a tool Siri can call: \(schema) is a Shortcuts-only schema; add .tool (@AppIntent(.tool, schema: \(schema)))"
        }
        package static func siriTool(_ schema: String) -> String { "\(schema) is a Siri-supported schema: .tool on it is a build error; apply removes it" }
        package static func removeTool(_ schema: String) -> String { "remove .tool from the Siri-supported schema \(schema)" }
        package static func unknown(_ schema: String, _ domain: String) -> String {
            "unknown schema \(schema): classify it in .intent-migrate.json, e.g. \"schemas\": {\"\(domain)\": \"siri\"} or \"shortcutsOnly\""
        }
        package static func otherBranch(_ name: String) -> String { "\(name) is a tool in another #if branch of its attributes: this one is left without .tool" }
        package static func singlePurpose(_ schema: String, _ domain: String) -> String {
            "\(schema) is in the single-purpose \(domain) domain (neither Siri nor Shortcuts-only): its .tool is left as it is"
        }
        package static func explicit(_ name: String, _ word: String, _ schema: String) -> String {
            "\(name) looks like an action a person must start explicitly ('\(word)'): decide, then make it a tool by hand with @AppIntent(.tool, schema: \(schema))"
        }
        package static func cannotGate(_ schema: String, _ platforms: [Platform], _ source: String) -> String {
            let list = platforms.map(\.rawValue).joined(separator: " and ")
            return "\(schema) is Shortcuts-only, but this file is compiled for \(list), where ToolIntent (and the schema domain) don't exist (\(source)): keep the intent out of \(list) (#if !os(…) around it), then it becomes a tool"
        }
        package static func ungated(_ schema: String, _ platforms: [Platform], _ source: String) -> String {
            let list = platforms.map(\.rawValue).joined(separator: " and ")
            return "\(schema) has .tool, but ToolIntent is not on \(list) and this file is compiled for \(list) (\(source)): put the attribute inside #if !os(…), or keep the file out of that target"
        }
        package static func hidden(_ name: String, _ schema: String, _ whereFalse: String) -> String {
            "\(name) (\(schema)) has isDiscoverable false \(whereFalse): hidden intents are not tools; not marked"
        }
        package static func rename(_ old: String, _ new: String) -> String { "@\(old) is deprecated since the 26 SDK: use @\(new)" }
    }


    package func run(_ file: FileContext) -> PassOutput {
        var output = PassOutput()
        for (index, type) in file.outline.types.enumerated() where !file.isSuppressed(id, type: index) {
            for attribute in type.attributes where IntentProtocols.schemaMacros.contains(attribute.name) {
                guard let schema = file.schemaReference(in: attribute) else { continue }
                let label = ".\(schema.domain).\(schema.name)"
                let isIntent = attribute.name == "AppIntent" || attribute.name == "AssistantIntent"
                let renamed = IntentProtocols.deprecatedSchemaMacros[attribute.name]
                guard isIntent else {
                    if let renamed {
                        output.edits.append(Edit(range: attribute.nameRange, replacement: renamed, message: Message.rename(attribute.name, renamed),
                                             reportOffset: attribute.range.lowerBound))
                    }
                    continue
                }
                let support = SchemaCatalog.support(domain: schema.domain, schema: schema.name, overrides: file.settings.value(SchemaToolPass.schemas))
                let toolToken = file.toolTraitToken(attribute)
                switch support {
                case nil:
                    output.findings.append(PassFinding(offset: attribute.range.lowerBound, severity: .warning, message: Message.unknown(label, schema.domain)))
                    continue
                case .shortcutsOnly?:
                    if toolToken != nil {
                        // Whoever wrote it: a `.tool` must not compile where ToolIntent doesn't exist.
                        let ungated = file.ungatedToolPlatforms(attribute, inside: index)
                        if !ungated.isEmpty {
                            output.findings.append(PassFinding(offset: attribute.range.lowerBound, severity: .error,
                                                               message: Message.ungated(label, ungated, file.floor(inside: index).source)))
                        }
                    } else if type.attributes.contains(where: { IntentProtocols.schemaMacros.contains($0.name) && file.hasToolTrait($0) }) {
                        // `#if !os(watchOS) @AppIntent(.tool, schema:) #else @AppIntent(schema:) #endif`: the other branch.
                        output.findings.append(PassFinding(offset: attribute.range.lowerBound, severity: .note, message: Message.otherBranch(type.simpleName)))
                    } else if let hidden = file.hiddenBy(type) {
                        // Hidden from Shortcuts and Spotlight: a button's action, not something a person asks for.
                        output.findings.append(PassFinding(offset: attribute.range.lowerBound, severity: .note,
                                                           message: Message.hidden(type.simpleName, label, hidden), decision: .hidden))
                    } else if let word = file.reviewWord(type, words: file.settings.value(AddToolPass.reviewKeywords)) {
                        // The same care as add-tool: a person decides on money, orders and dosing.
                        output.findings.append(PassFinding(offset: attribute.range.lowerBound, severity: .warning,
                                                           message: Message.explicit(type.simpleName, word, label), decision: file.reviewDecision(word)))
                    } else if case let missing = file.platformsWithoutTools(inside: index), !missing.isEmpty {
                        // `.tool` is an argument here: it can't be gated inside the attribute.
                        output.findings.append(PassFinding(offset: attribute.range.lowerBound, severity: .warning,
                                                           message: Message.cannotGate(label, missing, file.floor(inside: index).source)))
                    } else {
                        output.edits.append(.insert(".tool, ", at: schema.labelOffset, message: Message.makeTool(type.simpleName, label),
                                                    reportOffset: attribute.range.lowerBound, newTool: type.simpleName))
                    }
                case .singlePurpose?:
                    output.findings.append(PassFinding(offset: attribute.range.lowerBound, severity: .note, message: Message.singlePurpose(label, schema.domain)))
                case .siri?:
                    if toolToken != nil {
                        output.findings.append(PassFinding(offset: attribute.range.lowerBound, severity: .error, message: Message.siriTool(label)))
                        for token in file.traitTokens("tool", in: attribute) {
                            output.edits.append(Edit(range: file.argumentRemovalRange(tokenIndex: token, in: attribute),
                                                     replacement: "", message: Message.removeTool(label), reportOffset: attribute.range.lowerBound))
                        }
                    }
                }
                if let renamed {
                    output.edits.append(Edit(range: attribute.nameRange, replacement: renamed, message: Message.rename(attribute.name, renamed),
                                             reportOffset: attribute.range.lowerBound))
                }
            }
        }
        return output
    }
}

extension SchemaToolPass: ConfigurablePass {
    /// `schemas`: a domain or `domain.schema` → how Siri supports it (`siri`, `shortcutsOnly`), over the built-in table.
    static let schemas = PassOption<[String: SchemaSupport]>(
        "schemas", .choices(values: [SchemaSupport.siri.rawValue, SchemaSupport.shortcutsOnly.rawValue], example: #"{"files": "siri"}"#), unset: [:]
    ) { $0.choices.compactMapValues(SchemaSupport.init(rawValue:)) }

    package var options: [AnyPassOption] { [Self.schemas.erased] }
}
