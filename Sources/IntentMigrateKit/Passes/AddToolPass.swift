/// Marks App Intents as tools Siri can call: `@AppIntent(.tool)`.
///
/// Reports, with a note, every intent it leaves alone and why (already a tool, schema intents,
/// configuration intents, hidden intents, plain open intents, excluded or suppressed ones), and
/// asks for a decision (a warning) on intents a person must start explicitly.
/// Rewrites: adds `@AppIntent(.tool)` as the declaration's last attribute.
public struct AddToolPass: Pass {
    public let id = "add-tool"
    public let summary = "mark App Intents as tools Siri can call: @AppIntent(.tool)"
    public let triggerWords = ["Intent"]
    public let explanation = """
    add-tool — mark App Intents as tools Siri can call

    Siri AI can only run actions an app makes available explicitly. `@AppIntent(.tool)` adds the
    ToolIntent conformance that does it (iOS, iPadOS, macOS, visionOS 27.3; the macro uses the type's
    own availability, so it does not raise the floor). The attribute goes last among the
    declaration's attributes.

    Left alone, each with a note: intents already marked; schema intents (schema-tool decides);
    widget, control and focus configuration intents; intents with isDiscoverable = false; plain
    OpenIntents (.system.open is the Siri schema for opening); tools.exclude; suppressed or
    unavailable types. Money, orders and medical dosing (buy, pay, order, deposit, dose …) in the
    name or title get a warning: a person must start those explicitly, so you decide.

    Before:
        struct ChangePartySize: AppIntent {
            static let title: LocalizedStringResource = "Change Party Size"

    After:
        @AppIntent(.tool)
        struct ChangePartySize: AppIntent {
            static let title: LocalizedStringResource = "Change Party Size"

    Source: Apple, "Bringing custom actions and content to Siri" (Turn custom intents into tools).
    """

    public init() {}

    enum Message {
        static func mark(_ name: String) -> String { "mark \(name) as a tool Siri can call: add @AppIntent(.tool)" }
        static func alreadyTool(_ name: String) -> String { "\(name) is already a tool" }
        static func schema(_ name: String) -> String { "\(name) has a schema macro: schema-tool decides whether it becomes a tool" }
        static func configuration(_ name: String) -> String { "\(name) is a configuration intent without perform(): nothing for Siri to run, not marked" }
        static func configurationWithPerform(_ name: String) -> String { "\(name) is a configuration intent with a perform(): review whether it should be a tool, then add @AppIntent(.tool) by hand" }
        static func hidden(_ name: String) -> String { "\(name) sets isDiscoverable to false (a widget, control or Live Activity action): not marked" }
        static func explicit(_ name: String, _ word: String) -> String {
            "\(name) looks like an action a person must start explicitly ('\(word)'): decide, then add @AppIntent(.tool) by hand or list it in tools.exclude"
        }
        static func open(_ name: String, _ floorNote: String?) -> String {
            "\(name) is a plain OpenIntent: consider @AppIntent(schema: .system.open) (Siri-supported) instead of .tool"
                + (floorNote.map { "; note that \($0)" } ?? "")
        }
        static func excluded(_ name: String) -> String { "\(name) is listed in tools.exclude: not marked" }
        static func suppressed(_ name: String) -> String { "\(name): add-tool is suppressed by a comment" }
        static func otherMacro(_ name: String) -> String { "\(name) already has an @AppIntent(…) without .tool: add .tool to it by hand if it should be a tool" }
        static func unavailable(_ name: String) -> String { "\(name) is @available(*, unavailable): not marked" }
        static func toolPlatforms(_ name: String, _ platforms: [Platform], _ source: String) -> String {
            let list = platforms.map(\.rawValue).joined(separator: " and ")
            return "\(name) becomes a tool, but ToolIntent is for iOS, iPadOS, Mac Catalyst, macOS and visionOS only and this project also builds for \(list) (\(source)): keep the intent out of the \(list) target or gate it"
        }
    }

    public func run(_ file: FileContext) -> PassOutput {
        var output = PassOutput()
        for (index, type) in file.outline.types.enumerated() {
            guard [.struct, .class, .actor].contains(type.kind) else { continue }
            let inherited = Array(file.index.inheritance[type.simpleName] ?? []) + type.inheritance.map(\.name)
            let bases = file.index.appleBases(of: inherited)
            guard !bases.isDisjoint(with: IntentProtocols.all) else { continue }
            let name = type.simpleName
            let at = type.keywordOffset
            func note(_ message: String) { output.findings.append(PassFinding(offset: at, severity: .note, message: message)) }

            if file.isSuppressed(id, type: index) { note(Message.suppressed(name)); continue }
            if type.attributes.contains(where: { $0.name == "available" && file.code($0.arguments).contains("unavailable") }) {
                note(Message.unavailable(name)); continue
            }
            if file.settings.toolsExclude.contains(name) { note(Message.excluded(name)); continue }
            let macros = type.attributes.filter { $0.name == "AppIntent" || $0.name == "AssistantIntent" }
            if macros.contains(where: { file.code($0.arguments).contains("schema") }) { note(Message.schema(name)); continue }
            if macros.contains(where: file.hasToolTrait) { note(Message.alreadyTool(name)); continue }
            if !macros.isEmpty { note(Message.otherMacro(name)); continue }
            if !bases.isDisjoint(with: IntentProtocols.configuration) {
                let performs = type.function(named: "perform") != nil || file.index.members[name]?.contains("perform") == true
                note(performs ? Message.configurationWithPerform(name) : Message.configuration(name))
                continue
            }
            if file.isHidden(type) { note(Message.hidden(name)); continue }
            if bases.contains(IntentProtocols.open) {
                let open = Availability.schema(domain: "system", name: "open")!
                note(Message.open(name, file.shortfallMessage(".system.open", file.floor(inside: index), open.introduced)))
                continue
            }
            let words = Set(Words.camelCase(name)).union(Words.plain(file.titleText(of: type) ?? ""))
            let review = ReviewWords.all.union(file.settings.reviewKeywords.map { $0.lowercased() })
            if let word = Words.camelCase(name).first(where: review.contains) ?? words.sorted().first(where: review.contains) {
                output.findings.append(PassFinding(offset: at, severity: .warning, message: Message.explicit(name, word)))
                continue
            }
            output.edits.append(file.insertAttribute("@AppIntent(.tool)", on: type, message: Message.mark(name), newTool: name))
            let floor = file.floor(inside: index)
            let elsewhere = floor.platforms.filter { $0 == .watchOS || $0 == .tvOS }
            if floor.isKnown, !elsewhere.isEmpty {
                output.findings.append(PassFinding(offset: at, severity: .warning, message: Message.toolPlatforms(name, elsewhere, floor.source)))
            }
        }
        return output
    }
}

extension FileContext {
    /// The code (comments and string contents blanked) of a range, or "" for nil.
    func code(_ range: Range<Int>?) -> String {
        guard let range else { return "" }
        return String(decoding: view.mask[range], as: UTF8.self)
    }

    /// One argument of a call or attribute: `label: value` split at top-level commas.
    struct ArgumentSpan {
        let label: String?
        /// First token (the label when there is one).
        let first: Int
        /// First token of the value.
        let valueFirst: Int
        /// Last token of the value (a closing bracket for `f(x)`).
        let last: Int
    }

    /// The arguments between the `(` at token `open` and its partner.
    func argumentSpans(open: Int) -> [ArgumentSpan] {
        let close = view.partner[open]
        var spans: [ArgumentSpan] = []
        var start = open + 1
        var i = open + 1
        while true {
            if i >= close || text(ofToken: i) == "," {
                if i > start {
                    let labelled = i - start >= 3 && view.tokens[start].kind == .identifier && text(ofToken: start + 1) == ":"
                    spans.append(ArgumentSpan(label: labelled ? text(ofToken: start) : nil, first: start,
                                              valueFirst: labelled ? start + 2 : start, last: i - 1))
                }
                if i >= close { break }
                start = i + 1
                i += 1
                continue
            }
            i = (view.partner[i] > i ? view.partner[i] : i) + 1
        }
        return spans
    }

    /// Token indices inside an attribute's argument list at its top level.
    func topLevelArgumentTokens(_ attribute: Attribute) -> [Int] {
        guard let bounds = attribute.argumentTokens else { return [] }
        var result: [Int] = []
        var i = bounds.lowerBound + 1
        while i < bounds.upperBound {
            result.append(i)
            i = (view.partner[i] > i ? view.partner[i] : i) + 1
        }
        return result
    }

    /// The token text.
    func text(ofToken index: Int) -> String { source.text(view.tokens[index].range) }

    /// Token index of `.tool` among an attribute's top-level arguments, pointing at the dot.
    func toolTraitToken(_ attribute: Attribute) -> Int? { traitToken("tool", in: attribute) }

    func hasToolTrait(_ attribute: Attribute) -> Bool { toolTraitToken(attribute) != nil }

    /// True when the type declares `isDiscoverable` as literally `false`.
    func isHidden(_ type: TypeDecl) -> Bool {
        guard let property = type.property(named: "isDiscoverable"), property.isStatic else { return false }
        let value = code(property.initializer ?? property.accessors)
            .replacingOccurrences(of: "return", with: "")
            .filter { !" \t\r\n{}".contains($0) }
        return value == "false"
    }

    /// What the first string literal in a range says.
    func firstStringLiteral(in range: Range<Int>) -> String? {
        view.tokenIndices(in: range).first { view.tokens[$0].kind == .string }
            .map { StringLiteral.value(source.text(view.tokens[$0].range)) }
    }

    /// What the type's `title` says: its first string literal.
    func titleText(of type: TypeDecl) -> String? {
        guard let property = type.property(named: "title"), let range = property.initializer ?? property.accessors else { return nil }
        return firstStringLiteral(in: range)
    }

    /// An edit adding `attribute` as the declaration's last attribute: inline after the last attribute
    /// when that shares the declaration's line, else on a line of its own with the declaration's indentation.
    func insertAttribute(_ attribute: String, on type: TypeDecl, message: String, newTool: String? = nil) -> Edit {
        let anchor = view.tokens[type.anchorToken].range.lowerBound
        let anchorLine = source.lineIndex(of: anchor)
        if let last = type.attributes.last, source.lineIndex(of: last.range.upperBound) == anchorLine {
            return .insert(" " + attribute, at: last.range.upperBound, message: message, reportOffset: type.keywordOffset, newTool: newTool)
        }
        let lineStart = source.lineStarts[anchorLine]
        let indent = source.indentation(ofLineAt: anchor)
        let indentEnd = source.firstNonBlank(ofLineAt: anchor)
        if indentEnd == anchor {
            return .insert(indent + attribute + source.lineEnding.rawValue, at: max(lineStart, indentEnd - indent.utf8.count),
                           message: message, reportOffset: type.keywordOffset, newTool: newTool)
        }
        // Something else precedes the declaration on its line: put the attribute right before it.
        return .insert(attribute + " ", at: anchor, message: message, reportOffset: type.keywordOffset, newTool: newTool)
    }
}
