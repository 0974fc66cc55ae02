/// What a pass sees of one file: its text, lexed view and outline, plus the tree-wide index and settings.
public struct FileContext: Sendable {
    package let path: String
    package let source: SourceText
    package let view: LexedView
    package let outline: Outline
    package let index: TreeIndex
    package let settings: Settings
    package let suppressions: Suppressions
    /// The deployment floor of the project the file belongs to.
    package let floor: DeploymentFloor
    /// What each type of the file reaches, as `reaches` has asked the index: kept for the file's run, every pass.
    package let reached: ReachedNames

    /// `suppressions` of this text when the caller has them already; `reached`, the file run's memo (a new one by default).
    package init(path: String, source: SourceText, view: LexedView, outline: Outline, index: TreeIndex, settings: Settings,
                floor: DeploymentFloor = .unknown, suppressions: Suppressions? = nil, reached: ReachedNames = ReachedNames()) {
        self.reached = reached
        self.floor = floor
        self.path = path
        self.source = source
        self.view = view
        self.outline = outline
        self.index = index
        self.settings = settings
        self.suppressions = suppressions ?? Suppressions(source: source, view: view, outline: outline)
    }

    /// The floor inside a type: raised by `@available` on it and on the types around it.
    package func floor(inside type: Int) -> DeploymentFloor {
        var result = floor
        var current: Int? = type
        while let i = current {
            for attribute in outline.types[i].attributes where attribute.name == "available" {
                result = result.raised(by: attribute.availability(in: source, view: view))
                result.versions = result.versions.filter { !attribute.unavailability(in: source, view: view).platforms.contains($0.key) }
            }
            // `#if os(iOS)` around the type, or `#if !os(watchOS)`, leaves those platforms out.
            let conditions = outline.types[i].conditions
            result.versions = result.versions.filter { platform in !conditions.contains { FileContext.condition($0, excludes: platform.key) } }
            current = outline.types[i].parent
        }
        return result
    }

    /// What the pass leaves unwritten because `floor` is below `needed`: deferred until the floor reaches the
    /// highest version needed; a warning where the construct doesn't exist on a platform the file builds for.
    package func deferred(at offset: Int, _ floor: DeploymentFloor, _ needed: [Platform: OSVersion], message: String, id: FindingID? = nil) -> PassFinding {
        guard floor.unavailable(needed).isEmpty || !floor.isKnown, let version = floor.shortfall(needed).map(\.needs).max() else {
            return PassFinding(offset: offset, severity: .warning, message: message, id: id)
        }
        return .deferred(offset: offset, until: version, message: message, id: id)
    }

    /// The floor at a member: the type's, raised by the member's own `@available`.
    package func floor(at member: PropertyDecl, inside type: Int) -> DeploymentFloor {
        var result = floor(inside: type)
        for attribute in member.attributes where attribute.name == "available" { result = result.raised(by: attribute.availability(in: source, view: view)) }
        return result
    }

    /// `iOS 26.0 …; the deployment floor is iOS 17.0 (Package.swift)` for the platforms short of `needed`.
    package func shortfallMessage(_ construct: String, _ floor: DeploymentFloor, _ needed: [Platform: OSVersion]) -> String? {
        let short = floor.shortfall(needed)
        // A platform the file is compiled for where the construct doesn't exist at all (not "needs watchOS 27.3").
        let missing = floor.isKnown ? floor.unavailable(needed) : []
        guard !short.isEmpty || !missing.isEmpty else { return nil }
        let absent = missing.map(\.rawValue).joined(separator: " and ")
        guard !short.isEmpty else {
            return "\(construct) doesn't exist on \(absent), which this file is compiled for (\(floor.source))"
        }
        let needs = short.map { "\($0.0.rawValue) \($0.needs)" }.joined(separator: ", ")
        let floors = short.map { "\($0.0.rawValue) \($0.floor)" }.joined(separator: ", ")
        return "\(construct) needs \(needs)\(missing.isEmpty ? "" : " and doesn't exist on \(absent)"); the deployment floor is \(floors) (\(floor.source))"
    }

    /// The Apple names (and other modules' protocols) the type reaches through everything it inherits in
    /// its module: this declaration, its other declarations and extensions, and the module's protocols.
    package func appleBases(of type: TypeDecl) -> Set<String> {
        index.appleBases(ofType: type.qualifiedName, extra: type.inheritance.map(\.written))
    }

    /// Whether the type reaches one of `names` (`appleBases(of:)` meets them).
    package func reaches(_ type: TypeDecl, anyOf names: Set<String>) -> Bool {
        if let known = reached.names(of: type, in: index) { return known.contains(where: names.contains) }
        return index.anyBase(ofType: type.qualifiedName, extra: type.inheritance.map(\.written)) { names.contains($0) }
    }

    /// True when a suppression comment turns `passID` off for a member of a type (or anything around it).
    package func isSuppressed(_ passID: PassID, member start: Int, type index: Int) -> Bool {
        suppressions.suppresses(passID, declarationStart: start) || isSuppressed(passID, type: index)
    }

    /// True when a suppression comment turns `passID` off for this type or anything around it.
    package func isSuppressed(_ passID: PassID, type index: Int) -> Bool {
        var current: Int? = index
        while let i = current {
            if suppressions.suppresses(passID, declarationStart: outline.types[i].startOffset(in: view)) { return true }
            current = outline.types[i].parent
        }
        return false
    }
}

/// What the types of one file reach (`TreeIndex.namesReached`), asked once per type and inheritance list: every pass
/// of a file's run asks it of the same types, and the index doesn't change during the run. One file's run uses it on one
/// thread.
package final class ReachedNames: @unchecked Sendable {
    /// By qualified name: the inheritance list it was asked with (a pass may change it), and the names.
    private var known: [String: (extra: [String], names: [String])] = [:]

    package init() {}

    /// The names, or nil when the index isn't finished (then `anyBase` walks).
    func names(of type: TypeDecl, in index: TreeIndex) -> [String]? {
        if let entry = known[type.qualifiedName], entry.extra.elementsEqual(type.inheritance.lazy.map(\.written)) { return entry.names }
        let extra = type.inheritance.map(\.written)
        guard let names = index.namesReached(ofType: type.qualifiedName, extra: extra) else { return nil }
        known[type.qualifiedName] = (extra, names)
        return names
    }
}

/// What a pass returns: edits to the text it was given and findings about it.
public struct PassOutput: Sendable {
    package var edits: [Edit] = []
    package var findings: [PassFinding] = []
    /// Offsets (in the text the pass was given) of statements a suppression comment on their line, or on the line
    /// before, turned this pass off for: the comment suppressed something there.
    package var suppressedAt: [Int] = []
    package init(edits: [Edit] = [], findings: [PassFinding] = []) {
        self.edits = edits
        self.findings = findings
    }
}

/// One rewrite pass: text in, edits and findings out.
public protocol Pass: Sendable {
    /// The stable id used by `--only`, config and suppression comments.
    var id: PassID { get }
    /// One line for `intent-migrate passes`.
    var summary: String { get }
    /// The documentation `intent-migrate explain` prints, with a before/after example.
    var explanation: String { get }
    /// Words whose presence makes a file worth this pass's time, each where it must be (in code, or opening a
    /// string literal): the prefilter is built from them.
    var triggerWords: [TriggerWord] { get }
    /// A check reports and never edits (the Siri readiness checks); a migration pass may edit.
    var isCheck: Bool { get }
    func run(_ file: FileContext) -> PassOutput
}

extension Pass {
    package var isCheck: Bool { false }
}
