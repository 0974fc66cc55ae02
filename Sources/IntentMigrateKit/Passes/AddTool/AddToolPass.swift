/// Marks App Intents as tools Siri can call: `@AppIntent(.tool)`.
///
/// Reports, with a note, every intent it leaves alone and why (already a tool, schema intents,
/// configuration intents, hidden intents, plain open intents, stubs, excluded or suppressed ones),
/// asks for a decision (a warning) on intents a person must start explicitly, and flags destructive or
/// outward-facing tools that don't ask for confirmation.
/// Rewrites: adds `@AppIntent(.tool)` as the declaration's last attribute.
package struct AddToolPass: CollectingPass {
    /// Which of the module's types are hidden or open the app, and which functions ask for confirmation, from every file.
    package typealias Facts = AddToolFacts
    package static let id: PassID = "add-tool"
    package var id: PassID { Self.id }
    package let summary = "mark App Intents as tools Siri can call: @AppIntent(.tool)"
    package let triggerWords: [TriggerWord] = ["Intent"]
    package let explanation = """
    add-tool — mark App Intents as tools Siri can call

    Siri AI can only run actions an app makes available explicitly. `@AppIntent(.tool)` adds the
    ToolIntent conformance that does it (iOS, iPadOS, macOS, visionOS 27.3; the macro uses the type's
    own availability, so it does not raise the floor). The attribute goes last among the
    declaration's attributes.

    Left alone, each with a note: intents already marked; schema intents (schema-tool decides);
    widget, control and focus configuration intents; intents with isDiscoverable = false; plain
    OpenIntents (.system.open is the Siri schema for opening); stubs (a perform() that only
    returns or traps); tools.exclude; suppressed or unavailable types. Money, orders and medical
    dosing (buy, pay, order, deposit, dose …) in the name or title get a warning: a person must
    start those explicitly, so you decide (tools.include says yes). Intents that delete, unlock,
    send or post without calling requestConfirmation are marked and flagged for review.

    Before:
        struct ChangePartySize: AppIntent {
            static let title: LocalizedStringResource = "Change Party Size"

    After:
        @AppIntent(.tool)
        struct ChangePartySize: AppIntent {
            static let title: LocalizedStringResource = "Change Party Size"

    Source: Apple, "Bringing custom actions and content to Siri" (Turn custom intents into tools);
    documentation/appintents/toolintent, …/app-schema-domains, …/widgetconfigurationintent; the
    developer guide (1. Pick which actions become tools; 2. Turn intents into tools); the VinylCrate
    audit (Mark the tools, and pick them on purpose).
    """

    package init() {}

    package enum Message {
        package static func mark(_ name: String, gatedOff platforms: [Platform] = [], _ source: String = "") -> String {
            guard !platforms.isEmpty else { return "mark \(name) as a tool Siri can call: add @AppIntent(.tool)" }
            let list = platforms.map(\.rawValue).joined(separator: " and ")
            return "mark \(name) as a tool Siri can call: add @AppIntent(.tool) inside #if, off \(list) (ToolIntent is not on \(list); \(source))"
        }
        package static func alreadyTool(_ name: String) -> String { "\(name) is already a tool" }
        package static func schema(_ name: String) -> String { "\(name) has a schema macro: schema-tool decides whether it becomes a tool" }
        package static func configuration(_ name: String) -> String { "\(name) is a configuration intent with nothing of its own to run: not marked" }
        package static func focusFilter(_ name: String) -> String { "\(name) is a Focus filter: its perform() applies the filter, which is its configuration, not an action for Siri: not marked" }
        package static func configurationWithPerform(_ name: String) -> String { "\(name) is a configuration intent whose perform() also acts: decide whether a person would ask Siri for it, then add @AppIntent(.tool) by hand or list it in tools.include or tools.exclude" }
        package static func hidden(_ name: String) -> String { "\(name) sets isDiscoverable to false (a widget, control or Live Activity action): not marked" }
        package static func explicit(_ name: String, _ word: String) -> String {
            "\(name) looks like an action a person must start explicitly ('\(word)'): decide, then add @AppIntent(.tool) by hand or list it in tools.exclude"
        }
        package static func dosingApp(_ name: String, _ dosing: String, _ word: String) -> String {
            let shown = dosing.split(separator: ".").last.map(String.init) ?? dosing
            return "\(name) acts in an app that doses insulin (\(shown): '\(word)'), so it may change what is dosed: a person must start such actions explicitly: decide, then add @AppIntent(.tool) by hand or list it in tools.include or tools.exclude"
        }
        static func open(_ name: String, _ floorNote: String?) -> String {
            "\(name) is a plain OpenIntent: consider @AppIntent(schema: .system.open) (Siri-supported) instead of .tool"
                + (floorNote.map { "; note that \($0)" } ?? "")
        }
        package static func shadowed(_ name: String, _ base: String, _ declared: String) -> String {
            "\(name) has a title and a perform() but is not an App Intent here: it conforms to \(base), which \(declared) declares in this module (write AppIntents.\(base.split(separator: ".").last!) if Apple's is meant)"
        }
        package static func neverTool(_ name: String, _ base: String) -> String {
            "\(name) is a \(base): \(IntentProtocols.neverTools[base] ?? "not an action"), never a tool"
        }
        package static func actor(_ name: String) -> String {
            "\(name) is an actor: Apple documents @AppIntent(.tool) for structures and classes; add it by hand once a build shows it compiles"
        }
        package static func stub(_ name: String, _ what: String) -> String {
            "\(name).perform() \(what) (a stub, or a template left over): not marked; add @AppIntent(.tool) by hand once it does something"
        }
        package static func step(_ name: String, _ why: String) -> String {
            "\(name) looks like a step that only makes sense inside a shortcut (\(why)), which Apple calls a poor tool: decide, then add @AppIntent(.tool) by hand or list it in tools.include or tools.exclude"
        }
        package static func plumbing(_ name: String, _ why: String) -> String {
            "\(name) is a Shortcuts building block (\(why)): a step between two others, not something a person asks Siri for; not marked (tools.include says otherwise)"
        }
        package static func stepFlag(_ name: String, _ why: String) -> String {
            "\(name) is marked as a tool, but it may be a step that only makes sense inside a shortcut (\(why)): review it"
        }
        package static func opensQuietly(_ name: String) -> String {
            "\(name) is marked as a tool, but it opens the app and gives nothing back (no dialog, no value): review it; if the person must still act there, it only navigates (tools.exclude)"
        }
        package static func outwardConfirmed(_ name: String, _ word: String) -> String {
            "\(name) is marked as a tool, but it reaches people outside the app ('\(word)'): it asks requestConfirmation, yet whether Siri may send for the person is theirs to decide: review it (tools.exclude takes it back)"
        }
        package static func included(_ name: String) -> String { "\(name) is listed in tools.include: marked as a person decided" }
        package static func risky(_ name: String, _ word: String, _ kind: Decision, _ unconfirmed: String) -> String {
            let effect = kind == .destructive ? "can't be taken back" : "reaches people outside the app"
            return "\(name) does something that \(effect) ('\(word)') and \(unconfirmed), so a person must decide: not marked (ask with requestConfirmation every time, then add @AppIntent(.tool) by hand or list it in tools.include; or list it in tools.exclude)"
        }
        package static func watchOnly(_ name: String, _ platforms: String, _ source: String) -> String {
            "\(name) is compiled only for \(platforms) (\(source)), where ToolIntent doesn't exist: not marked"
        }
        package static func control(_ name: String, _ why: String) -> String {
            "\(name) is the action of a widget, control, Live Activity, alarm or snippet button, and \(why): it drives that button, not something a person asks Siri for; not marked (tools.include says otherwise)"
        }
        package static func button(_ name: String) -> String {
            "\(name) is the action of a widget, control, Live Activity, alarm or snippet button, which most often only drives that button: not marked; if a person would ask Siri for it, list it in tools.include (or add @AppIntent(.tool) by hand), else in tools.exclude"
        }
        package static func navigation(_ name: String) -> String {
            "\(name) only opens the app at a screen: opening is not a tool Siri runs; not marked (tools.include says otherwise)"
        }
        package static func openApp(_ name: String, because why: String = "its perform() only navigates") -> String {
            "\(name) only opens the app (\(why)) though its title asks for an action: decide whether the app completes it (tools.include) or the person still has to act there (tools.exclude)"
        }
        package static func debug(_ name: String, _ word: String) -> String {
            "\(name) is diagnostics or test code ('\(word)'): nobody asks Siri for it; not marked"
        }
        package static func excluded(_ name: String) -> String { "\(name) is listed in tools.exclude: not marked" }
        package static func suppressed(_ name: String) -> String { "\(name): add-tool is suppressed by a comment" }
        package static func otherMacro(_ name: String) -> String { "\(name) already has an @AppIntent(…) without .tool: add .tool to it by hand if it should be a tool" }
        package static func unavailable(_ name: String) -> String { "\(name) is unavailable on every platform it builds for: not marked" }
        package static func neverCompiled(_ name: String) -> String { "\(name) is inside #if false, so no build compiles it: not marked" }
        package static func ungatedTool(_ name: String, _ platforms: [Platform], _ source: String) -> String {
            let list = platforms.map(\.rawValue).joined(separator: " and ")
            return "\(name) is a tool, but ToolIntent is not on \(list) and this file is compiled for \(list) (\(source)): put the .tool attribute inside #if !os(…), or keep the file out of that target"
        }
    }

    package func run(_ file: FileContext) -> PassOutput {
        var output = PassOutput()
        for (index, type) in file.outline.types.enumerated() {
            guard [.struct, .class, .actor].contains(type.kind) else { continue }
            guard file.reaches(type, anyOf: IntentProtocols.all) else {
                // Looks like an intent, but what it conforms to is the module's own type of Apple's name: say so.
                if type.property(named: "title") != nil, type.function(named: "perform") != nil || file.index.declares(member: "perform", in: type.qualifiedName),
                   let shadow = file.index.shadowingBase(ofType: type.qualifiedName, extra: type.inheritance.map(\.written)) {
                    output.findings.append(PassFinding(offset: type.keywordOffset, severity: .note, message: Message.shadowed(type.simpleName, shadow.name, shadow.declared)))
                }
                continue
            }
            decide(type, at: index, in: file, into: &output)
        }
        return output
    }

    /// One intent's decision: its signs, the row of `ToolDecisions` that the first of them answers to, and the
    /// edit or finding that says so (each with the evidence `why` shows).
    package func decide(_ type: TypeDecl, at index: Int, in file: FileContext, into output: inout PassOutput) {
        let name = type.simpleName, at = type.keywordOffset
        // Whoever wrote it: a `.tool` must not compile where ToolIntent doesn't exist.
        if let macro = type.attributes.first(where: { ($0.name == "AppIntent" || $0.name == "AssistantIntent") && file.hasToolTrait($0) }),
           !file.code(macro.arguments, contains: "schema") {
            let ungated = file.ungatedToolPlatforms(macro, inside: index)
            if !ungated.isEmpty {
                output.findings.append(PassFinding(offset: at, severity: .error, message: Message.ungatedTool(name, ungated, file.floor(inside: index).source),
                                                   decision: .alreadyTool))
                return
            }
        }
        var signs = file.toolSigns(type, at: index, bases: file.appleBases(of: type))
        let evidence = signs.isEmpty ? ["nothing speaks against it"] : signs.map { "\($0.code.rawValue): \($0.evidence)" }
        // tools.include is a person's yes: it answers every sign a person decides on.
        let included = file.settings.value(AddToolPass.toolsInclude).contains(name)
        if included { signs.removeAll { ToolDecisions.row(of: $0.code)?.personDecides == true } }
        let row = ToolDecisions.deciding(signs.map(\.code))
        func finding(_ sign: ToolSign, _ severity: Severity) -> PassFinding {
            var finding = PassFinding(offset: at, severity: severity, message: sign.message, decision: sign.code)
            finding.evidence = evidence + (row.map { ["decided by: \($0.sign.rawValue) → \($0.verdict.rawValue) (\($0.source))"] } ?? [])
            return finding
        }
        switch row?.verdict ?? .mark {
        case .leave:
            output.findings.append(finding(signs.first { $0.code == row!.sign }!, .note))
        case .hold:
            output.findings.append(finding(signs.first { $0.code == row!.sign }!, .warning))
        case .flag, .mark:
            var listed = name
            if included { output.findings.append(PassFinding(offset: at, severity: .note, message: Message.included(name), decision: .included)) }
            for sign in signs where ToolDecisions.verdict(of: sign.code) == .flag {
                output.findings.append(finding(sign, .note))
                listed += " (review: \(sign.code.rawValue), \(sign.evidence))"
            }
            let elsewhere = file.platformsWithoutTools(inside: index)
            var edit = file.insertAttribute("@AppIntent(.tool)", on: type, message: Message.mark(name, gatedOff: elsewhere, file.floor(inside: index).source),
                                            newTool: listed, exceptOn: elsewhere)
            edit.evidence = evidence
            output.edits.append(edit)
        }
    }
}

extension AddToolPass: SummarizingPass {
    /// The intents it marked, to review (after `diff` and `apply`); the intents it held, for a person to decide.
    package var summaries: [PassSummary] {
        [
            PassSummary(kind: .review) { counts in
                guard counts.marked > 0, counts.tense != .toDo else { return nil }
                let flagged = counts.decisions[Decision.flagged, default: 0]
                return "check the \(plural(counts.marked, "newly marked tool"))\(flagged > 0 ? " (\(flagged) flagged)" : "")"
            },
            PassSummary(kind: .decide) { counts in
                let held = counts.decisions[Decision.held, default: 0]
                return held > 0 ? "decide about \(plural(held, "held intent")) (tools.include or tools.exclude)" : nil
            },
        ]
    }
}

extension AddToolPass: ConfigurablePass {
    /// `tools.exclude`: intent type names never to mark; `tools.include`: names a person decided to mark although the pass
    /// would hold them; `tools.reviewKeywords`: words, besides the standard ones, for intents a person must start explicitly
    /// (read with them, lowercased, once per run; `schema-tool` holds by them too).
    static let toolsExclude = PassOption<Set<String>>("tools.exclude", .strings, unset: []) { Set($0.list) }
    static let toolsInclude = PassOption<Set<String>>("tools.include", .strings, unset: []) { Set($0.list) }
    package static let reviewKeywords = PassOption<Set<String>>("tools.reviewKeywords", .words, unset: ReviewWords.all) {
        ReviewWords.all.union($0.list.map { $0.lowercased() })
    }

    package var options: [AnyPassOption] { [Self.toolsExclude.erased, Self.toolsInclude.erased, Self.reviewKeywords.erased] }
}
