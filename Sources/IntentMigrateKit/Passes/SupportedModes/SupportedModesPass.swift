/// Replaces the deprecated `openAppWhenRun` with `supportedModes`.
///
/// Reports a warning for a value that isn't a literal, a note where a `supportedModes` already exists
/// but the floor keeps the old property, and a note for `ForegroundContinuableIntent`.
/// Rewrites: `static var openAppWhenRun: Bool = true` → `static var supportedModes: IntentModes
/// { .foreground }` (`false` → `.background`) at a 26.0 floor; below it, keeps the old property and
/// adds a gated `supportedModes` beside it (or only reports it, deferred, with `--floor-policy skip`).
package struct SupportedModesPass: CollectingPass {
    package typealias Facts = SupportedModesFacts
    package static let id: PassID = "supported-modes"
    package var id: PassID { Self.id }
    package let summary = "replace the deprecated openAppWhenRun with supportedModes (IntentModes)"
    package let triggerWords: [TriggerWord] = ["openAppWhenRun"]
    package let explanation = """
    supported-modes — openAppWhenRun becomes supportedModes

    `openAppWhenRun` is deprecated since the 26 SDKs; `supportedModes` (IntentModes, iOS/macOS/
    watchOS/tvOS/visionOS 26.0) replaces it: `true` → `.foreground`, `false` → `.background`.
    Access modifiers, indentation, comments and any enclosing #if are kept.

    When every platform the project builds for is at 26.0 or later, the old property goes. Below
    that (default --floor-policy gate), the old property stays for older systems and a gated
    `@available(iOS 26.0, …, *) static var supportedModes` is added beside it; `skip` only warns;
    `ignore` writes the plain replacement. A ForegroundContinuableIntent that doesn't open the app
    keeps its behaviour with `[.background, .foreground(.dynamic)]`. A type that already has
    `supportedModes` anywhere in the tree gets no second one, nor does one that inherits it from a
    protocol or class of its module whose value says the same as openAppWhenRun.

    Before:
        static var openAppWhenRun: Bool = false

    After (deployment floor iOS 26.0):
        static var supportedModes: IntentModes { .background }

    After (deployment floor iOS 17.0):
        static var openAppWhenRun: Bool = false
        @available(iOS 26.0, *)
        static var supportedModes: IntentModes { .background }

    Source: the VinylCrate audit (Retire openAppWhenRun); the specification (3. supported-modes;
    Availability floor); documentation/appintents/intentmodes.
    """

    package init() {}

    package enum Message {
        package static func replace(_ value: String) -> String { "replace the deprecated openAppWhenRun with supportedModes { \(value) }" }
        package static func gate(_ value: String) -> String { "add supportedModes { \(value) } for OS 26 beside the deprecated openAppWhenRun" }
        package static func remove(from base: String? = nil) -> String {
            "remove the deprecated openAppWhenRun: supportedModes is already declared" + (base.map { " (by \($0), which it inherits)" } ?? "")
        }
        package static let removeByHand = "openAppWhenRun carries attributes and supportedModes is already declared: remove openAppWhenRun by hand"
        package static let commentInside = "openAppWhenRun holds a comment that replacing it would drop: replace it with supportedModes by hand, keeping the comment"
        package static let literalInside = "openAppWhenRun holds a string literal that replacing it would drop: replace it with supportedModes by hand"
        package static let observers = "openAppWhenRun has a value and a body ({ … } after it): replace it with supportedModes by hand, keeping what the body does"
        package static let notLiteral = "openAppWhenRun is not a literal true or false: replace it with supportedModes by hand"
        package static func alreadyDeclared(_ floor: String, from base: String? = nil) -> String {
            "\(floor); the type already " + (base.map { "runs with the supportedModes of \($0), which it inherits," } ?? "declares supportedModes,")
                + " so openAppWhenRun stays for older systems"
        }
        package static let continuable = "a ForegroundContinuableIntent that starts in the background keeps that with [.background, .foreground(.dynamic)]"
        package static func skipped(_ shortfall: String) -> String { "\(shortfall): kept openAppWhenRun (--floor-policy skip)" }
    }

    package func run(_ file: FileContext) -> PassOutput {
        var output = PassOutput()
        let intentProtocols = file.index.treeProtocols(refining: IntentProtocols.all)
        for (index, type) in file.outline.types.enumerated() {
            for property in type.properties where property.isStatic && property.name == "openAppWhenRun"
                && !file.isSuppressed(id, member: property.range.lowerBound, type: index) {
                migrate(property, in: type, at: index, file, intentProtocols, &output)
            }
        }
        return output
    }

    /// The protocol or class of the module the type inherits whose `supportedModes` it runs with, when that value says
    /// what `openAppWhenRun` says (`foreground` and no `background` for true, `background` and no `foreground` for false;
    /// a value that names both, or neither, says something else); nil otherwise.
    private func inheritedModes(of type: TypeDecl, agreeingWith opens: Bool, _ file: FileContext) -> String? {
        let ancestors = file.index.moduleAncestors(of: type.qualifiedName, extra: type.inheritance.map(\.written))
        guard let base = file.index.facts(SupportedModesFacts.self).declaring(in: ancestors),
              base.words.contains(opens ? "foreground" : "background"),
              !base.words.contains(opens ? "background" : "foreground") else { return nil }
        return base.type
    }

    /// One `openAppWhenRun` (a type may have one per `#if` branch).
    package func migrate(_ property: PropertyDecl, in type: TypeDecl, at index: Int, _ file: FileContext,
                 _ intentProtocols: Set<String>, _ output: inout PassOutput) {
        let bases = file.appleBases(of: type)
        let isProtocolExtension = type.kind == .extension && intentProtocols.contains(type.qualifiedName)
        guard isProtocolExtension || !bases.isDisjoint(with: IntentProtocols.all) else { return }

        // Observers after a stored value (`= true { didSet { … } }`) would go with it: a person moves them.
        if property.initializer != nil && property.accessors != nil {
            output.findings.append(PassFinding(offset: property.range.lowerBound, severity: .warning, message: Message.observers))
            return
        }
        guard let literal = file.booleanLiteral(property) else {
            output.findings.append(PassFinding(offset: property.range.lowerBound, severity: .warning, message: Message.notLiteral))
            return
        }
        // A comment inside the declaration (`{ // why … return false }`, or between its modifiers) would go with it: a person moves it.
        if file.view.comments.contains(where: { $0.overlaps(property.declarationStart..<property.range.upperBound) }) {
            output.findings.append(PassFinding(offset: property.range.lowerBound, severity: .warning, message: Message.commentInside))
            return
        }
        // So would a string literal in it (a `"""` in its type or value): a declaration of a Boolean has none of its own.
        if file.view.tokenIndices(in: property.declarationStart..<property.range.upperBound).contains(where: {
            file.view.tokens[$0].kind == .string || file.view.tokens[$0].kind == .regex
        }) {
            output.findings.append(PassFinding(offset: property.range.lowerBound, severity: .warning, message: Message.literalInside))
            return
        }
        var value = literal ? ".foreground" : ".background"
        if !literal && bases.contains(IntentProtocols.foregroundContinuable) {
            value = "[.background, .foreground(.dynamic)]"
            output.findings.append(PassFinding(offset: property.range.lowerBound, severity: .note, message: Message.continuable))
        }
        let floor = file.floor(at: property, inside: index)
        let shortfall = file.shortfallMessage("supportedModes", floor, Availability.supportedModes.introduced)
        let plain = shortfall == nil || file.settings.floorPolicy == .ignore
        let modifiers = property.modifiers.joined(separator: " ")
        let declaration = "\(modifiers.isEmpty ? "" : modifiers + " ")var supportedModes: IntentModes { \(value) }"

        // Already declared for this type (its body or any extension of it), or given to it by a protocol or class of
        // the module it inherits that says the same as openAppWhenRun (`.foreground` for true, `.background` for
        // false). A default that says otherwise is overridden here: the type gets its own. Only a `static` one is the
        // type's: the index reads those too, so add-tool and this pass agree on it.
        let own = type.staticProperty(named: "supportedModes") != nil || file.index.declares(staticMember: "supportedModes", in: type.qualifiedName)
        let inherited = own ? nil : inheritedModes(of: type, agreeingWith: literal, file)
        if own || inherited != nil {
            if plain && property.attributes.isEmpty {
                var edit = Edit(range: file.removalRange(of: property), replacement: "", message: Message.remove(from: inherited),
                                reportOffset: property.range.lowerBound)
                edit.tally = SupportedModesPass.replaced
                output.edits.append(edit)
            } else if plain {
                // Attributes on it are someone's decision: removing them with it is for a person.
                output.findings.append(PassFinding(offset: property.range.lowerBound, severity: .note, message: Message.removeByHand))
            } else {
                output.findings.append(file.deferred(at: property.range.lowerBound, floor, Availability.supportedModes.introduced,
                                                     message: Message.alreadyDeclared(shortfall!, from: inherited)))
            }
            return
        }
        if plain {
            // Attributes, and anything between them and the declaration, stay as they are.
            var edit = Edit(range: property.declarationStart..<property.range.upperBound, replacement: declaration,
                            message: Message.replace(value), reportOffset: property.range.lowerBound)
            edit.tally = SupportedModesPass.replaced
            output.edits.append(edit)
        } else if file.settings.floorPolicy == .skip {
            output.findings.append(file.deferred(at: property.range.lowerBound, floor, Availability.supportedModes.introduced,
                                                 message: Message.skipped(shortfall!), id: FindingID.availability))
        } else {
            let platforms = floor.platforms.map { "\($0.rawValue) 26.0" }.joined(separator: ", ")
            let indent = file.source.indentation(ofLineAt: property.range.lowerBound)
            let eol = file.source.lineEnding.rawValue
            let (insertAt, prefix) = file.afterLine(containing: property.range.upperBound)
            let text = prefix + "\(indent)@available(\(platforms), *)\(eol)\(indent)\(declaration)\(eol)"
            var edit = Edit.insert(text, at: insertAt, message: Message.gate(value), reportOffset: property.range.lowerBound)
            edit.tally = SupportedModesPass.gated
            output.edits.append(edit)
        }
    }
}

extension SupportedModesPass: SummarizingPass {
    /// An `openAppWhenRun` replaced by `supportedModes`; one kept beside a gated `supportedModes`.
    static let replaced = Tally(id, "replaced"), gated = Tally(id, "gated")

    package var summaries: [PassSummary] {
        [PassSummary(kind: .inform, title: "openAppWhenRun", parts: [
            .init(SupportedModesPass.replaced, isEdit: true) { n, _ in "\(n) replaced by supportedModes" },
            .init(SupportedModesPass.gated, isEdit: true) { n, _ in "\(n) kept for older systems, with a gated supportedModes beside" },
        ])]
    }
}
