/// Marks App Intents as tools Siri can call: `@AppIntent(.tool)`.
///
/// Reports, with a note, every intent it leaves alone and why (already a tool, schema intents,
/// configuration intents, hidden intents, plain open intents, stubs, excluded or suppressed ones),
/// asks for a decision (a warning) on intents a person must start explicitly, and flags destructive or
/// outward-facing tools that don't ask for confirmation.
/// Rewrites: adds `@AppIntent(.tool)` as the declaration's last attribute.
public struct AddToolPass: Pass {
    public let id: PassID = "add-tool"
    public let summary = "mark App Intents as tools Siri can call: @AppIntent(.tool)"
    public let triggerWords: [TriggerWord] = ["Intent"]
    public let explanation = """
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

    Source: Apple, "Bringing custom actions and content to Siri" (Turn custom intents into tools).
    """

    public init() {}

    enum Message {
        static func mark(_ name: String, gatedOff platforms: [Platform] = [], _ source: String = "") -> String {
            guard !platforms.isEmpty else { return "mark \(name) as a tool Siri can call: add @AppIntent(.tool)" }
            let list = platforms.map(\.rawValue).joined(separator: " and ")
            return "mark \(name) as a tool Siri can call: add @AppIntent(.tool) inside #if, off \(list) (ToolIntent is not on \(list); \(source))"
        }
        static func alreadyTool(_ name: String) -> String { "\(name) is already a tool" }
        static func schema(_ name: String) -> String { "\(name) has a schema macro: schema-tool decides whether it becomes a tool" }
        static func configuration(_ name: String) -> String { "\(name) is a configuration intent without perform(): nothing for Siri to run, not marked" }
        static func configurationWithPerform(_ name: String) -> String { "\(name) is a configuration intent with a perform(): review whether it should be a tool, then add @AppIntent(.tool) by hand" }
        static func hidden(_ name: String) -> String { "\(name) sets isDiscoverable to false (a widget, control or Live Activity action): not marked" }
        static func explicit(_ name: String, _ word: String) -> String {
            "\(name) looks like an action a person must start explicitly ('\(word)'): decide, then add @AppIntent(.tool) by hand or list it in tools.exclude"
        }
        static func dosingApp(_ name: String, _ dosing: String, _ word: String) -> String {
            let shown = dosing.split(separator: ".").last.map(String.init) ?? dosing
            return "\(name) acts in an app that doses insulin (\(shown): '\(word)'), so it may change what is dosed: a person must start such actions explicitly: decide, then add @AppIntent(.tool) by hand or list it in tools.include or tools.exclude"
        }
        static func open(_ name: String, _ floorNote: String?) -> String {
            "\(name) is a plain OpenIntent: consider @AppIntent(schema: .system.open) (Siri-supported) instead of .tool"
                + (floorNote.map { "; note that \($0)" } ?? "")
        }
        static func shadowed(_ name: String, _ base: String, _ declared: String) -> String {
            "\(name) has a title and a perform() but is not an App Intent here: it conforms to \(base), which \(declared) declares in this module (write AppIntents.\(base.split(separator: ".").last!) if Apple's is meant)"
        }
        static func neverTool(_ name: String, _ base: String) -> String {
            "\(name) is a \(base): \(IntentProtocols.neverTools[base] ?? "not an action"), never a tool"
        }
        static func actor(_ name: String) -> String {
            "\(name) is an actor: Apple documents @AppIntent(.tool) for structures and classes; add it by hand once a build shows it compiles"
        }
        static func stub(_ name: String) -> String {
            "\(name).perform() only returns or traps (a stub, or a template left over): not marked; add @AppIntent(.tool) by hand once it does something"
        }
        static func step(_ name: String, _ why: String) -> String {
            "\(name) looks like a step that only makes sense inside a shortcut (\(why)), which Apple calls a poor tool: decide, then add @AppIntent(.tool) by hand or list it in tools.include or tools.exclude"
        }
        static func stepFlag(_ name: String, _ why: String) -> String {
            "\(name) is marked as a tool, but it may be a step that only makes sense inside a shortcut (\(why)): review it"
        }
        static func included(_ name: String, _ word: String) -> String { "\(name) ('\(word)') is listed in tools.include: marked as a person decided" }
        static func flagged(_ name: String, _ word: String, _ kind: Decision) -> String {
            let effect = kind == .destructive ? "can't be taken back" : "reaches people outside the app"
            return "\(name) is marked as a tool, but what it does ('\(word)') \(effect) and its perform() doesn't call requestConfirmation: review it (ask with requestConfirmation, or list it in tools.exclude)"
        }
        static func excluded(_ name: String) -> String { "\(name) is listed in tools.exclude: not marked" }
        static func suppressed(_ name: String) -> String { "\(name): add-tool is suppressed by a comment" }
        static func otherMacro(_ name: String) -> String { "\(name) already has an @AppIntent(…) without .tool: add .tool to it by hand if it should be a tool" }
        static func unavailable(_ name: String) -> String { "\(name) is unavailable on every platform it builds for: not marked" }
        static func ungatedTool(_ name: String, _ platforms: [Platform], _ source: String) -> String {
            let list = platforms.map(\.rawValue).joined(separator: " and ")
            return "\(name) is a tool, but ToolIntent is not on \(list) and this file is compiled for \(list) (\(source)): put the .tool attribute inside #if !os(…), or keep the file out of that target"
        }
    }

    public func run(_ file: FileContext) -> PassOutput {
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
            let bases = file.appleBases(of: type)
            let name = type.simpleName
            let at = type.keywordOffset
            func note(_ message: String, _ decision: Decision) {
                output.findings.append(PassFinding(offset: at, severity: .note, message: message, decision: decision))
            }

            if file.isSuppressed(id, type: index) { note(Message.suppressed(name), .suppressed); continue }
            let floor = file.floor(inside: index)
            if type.attributes.contains(where: { $0.unavailability(in: file.source, view: file.view).everywhere }) || floor.platforms.isEmpty {
                note(Message.unavailable(name), .unavailable); continue
            }
            if file.settings.toolsExclude.contains(name) { note(Message.excluded(name), .excluded); continue }
            let macros = type.attributes.filter { $0.name == "AppIntent" || $0.name == "AssistantIntent" }
            if macros.contains(where: { file.code($0.arguments, contains: "schema") }) { note(Message.schema(name), .schema); continue }
            if let macro = macros.first(where: { file.hasToolTrait($0) }) {
                // Whoever wrote it: a `.tool` must not compile where ToolIntent doesn't exist.
                let ungated = file.ungatedToolPlatforms(macro, inside: index)
                if !ungated.isEmpty {
                    output.findings.append(PassFinding(offset: at, severity: .error, message: Message.ungatedTool(name, ungated, floor.source), decision: .alreadyTool))
                } else {
                    note(Message.alreadyTool(name), .alreadyTool)
                }
                continue
            }
            if !macros.isEmpty { note(Message.otherMacro(name), .otherMacro); continue }
            if bases.contains(IntentProtocols.tool) { note(Message.alreadyTool(name), .alreadyTool); continue }
            if let never = bases.intersection(IntentProtocols.neverTools.keys).min() { note(Message.neverTool(name, never), .neverTool); continue }
            if !bases.isDisjoint(with: IntentProtocols.configuration) {
                let performs = type.function(named: "perform") != nil || file.index.declares(member: "perform", in: type.qualifiedName)
                note(performs ? Message.configurationWithPerform(name) : Message.configuration(name), .configuration)
                continue
            }
            if file.isHidden(type) { note(Message.hidden(name), .hidden); continue }
            if bases.contains(IntentProtocols.open) {
                let open = Availability.schema(domain: "system", name: "open")!
                note(Message.open(name, file.shortfallMessage(".system.open", file.floor(inside: index), open.introduced)), .openIntent)
                continue
            }
            // A perform() that only returns does its work by opening the app when the type says so (openAppWhenRun,
            // supportedModes); one that traps never does any.
            if let perform = type.function(named: "perform"), let stub = file.stubKind(perform),
               stub == .traps || (bases.isDisjoint(with: IntentProtocols.systemPerformed)
                                  && type.property(named: "openAppWhenRun") == nil && type.property(named: "supportedModes") == nil
                                  && !file.index.declares(staticMember: "supportedModes", in: type.qualifiedName)
                                  && !file.index.declares(staticMember: "openAppWhenRun", in: type.qualifiedName)) {
                note(Message.stub(name), .stub); continue
            }
            let included = file.settings.toolsInclude.contains(name)
            if let word = file.reviewWord(type) {
                if included {
                    note(Message.included(name, word), .included)
                } else {
                    output.findings.append(PassFinding(offset: at, severity: .warning, message: Message.explicit(name, word), decision: file.reviewDecision(word)))
                    continue
                }
            } else if let dosing = file.index.dosingIntent, dosing.name != type.qualifiedName, !file.onlyReads(type) {
                // In an app that doses insulin, an action changes what it doses unless it only reads.
                if included {
                    note(Message.included(name, dosing.word), .included)
                } else {
                    output.findings.append(PassFinding(offset: at, severity: .warning, message: Message.dosingApp(name, dosing.name, dosing.word), decision: .medical))
                    continue
                }
            }
            if type.kind == .actor {
                output.findings.append(PassFinding(offset: at, severity: .warning, message: Message.actor(name), decision: .actor))
                continue
            }
            // Marked, but what it does can't be taken back or reaches other people: the reviewer is told why.
            var listed = name
            if !included, let perform = type.function(named: "perform"), let sign = file.shortcutStepSign(type, perform) {
                switch sign {
                case .strong(let why):
                    output.findings.append(PassFinding(offset: at, severity: .warning, message: Message.step(name, why), decision: .shortcutStep))
                    continue
                case .weak(let why):
                    output.findings.append(PassFinding(offset: at, severity: .note, message: Message.stepFlag(name, why), decision: .shortcutStep))
                    listed += " (review: shortcut step? \(why))"
                }
            }
            if let risk = file.riskWord(type), !file.code(type.body, contains: "requestConfirmation") {
                output.findings.append(PassFinding(offset: at, severity: .note, message: Message.flagged(name, risk.word, risk.decision), decision: risk.decision))
                listed += " (review: \(risk.decision.rawValue), '\(risk.word)', no requestConfirmation)"
            }
            let elsewhere = file.platformsWithoutTools(inside: index)
            output.edits.append(file.insertAttribute("@AppIntent(.tool)", on: type, message: Message.mark(name, gatedOff: elsewhere, floor.source),
                                                     newTool: listed, exceptOn: elsewhere))
        }
        return output
    }
}

