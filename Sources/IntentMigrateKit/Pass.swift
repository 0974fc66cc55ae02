/// What a pass sees of one file: its text, lexed view and outline, plus the tree-wide index and settings.
public struct FileContext: Sendable {
    public let path: String
    public let source: SourceText
    public let view: LexedView
    public let outline: Outline
    public let index: TreeIndex
    public let settings: Settings
    public let suppressions: Suppressions
    /// The deployment floor of the project the file belongs to.
    public let floor: DeploymentFloor

    /// `suppressions` of this text when the caller has them already.
    public init(path: String, source: SourceText, view: LexedView, outline: Outline, index: TreeIndex, settings: Settings,
                floor: DeploymentFloor = .unknown, suppressions: Suppressions? = nil) {
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
    public func floor(inside type: Int) -> DeploymentFloor {
        var result = floor
        var current: Int? = type
        while let i = current {
            for attribute in outline.types[i].attributes where attribute.name == "available" {
                result = result.raised(by: attribute.availability(in: source))
            }
            current = outline.types[i].parent
        }
        return result
    }

    /// The floor at a member: the type's, raised by the member's own `@available`.
    public func floor(at member: PropertyDecl, inside type: Int) -> DeploymentFloor {
        var result = floor(inside: type)
        for attribute in member.attributes where attribute.name == "available" { result = result.raised(by: attribute.availability(in: source)) }
        return result
    }

    /// `iOS 26.0 …; the deployment floor is iOS 17.0 (Package.swift)` for the platforms short of `needed`.
    public func shortfallMessage(_ construct: String, _ floor: DeploymentFloor, _ needed: [Platform: OSVersion]) -> String? {
        // The same few floors and constructs come up in file after file: each message is built once per run.
        let key = ShortfallMessages.Key(construct: construct, floor: floor, needed: needed)
        if let known = ShortfallMessages.shared.message(for: key) { return known }
        let message = FileContext.buildShortfallMessage(construct, floor, needed)
        ShortfallMessages.shared.remember(message, for: key)
        return message
    }

    static func buildShortfallMessage(_ construct: String, _ floor: DeploymentFloor, _ needed: [Platform: OSVersion]) -> String? {
        let short = floor.shortfall(needed)
        guard !short.isEmpty else { return nil }
        // Built as bytes: this message goes out for every construct above the floor.
        var text = TextBuilder()
        text.add(construct)
        text.add(" needs ")
        for (i, item) in short.enumerated() {
            if i > 0 { text.add(", ") }
            text.add(item.0.rawValue); text.add(" "); item.needs.append(to: &text)
        }
        text.add("; the deployment floor is ")
        for (i, item) in short.enumerated() {
            if i > 0 { text.add(", ") }
            text.add(item.0.rawValue); text.add(" "); item.floor.append(to: &text)
        }
        text.add(" ("); text.add(floor.source); text.add(")")
        return text.text
    }

    /// What the type inherits: in this declaration and, through the index, in its other declarations.
    public func inheritedNames(of type: TypeDecl) -> [String] {
        let elsewhere = index.inheritance[type.simpleName] ?? []
        var names: [String] = []
        names.reserveCapacity(elsewhere.count + type.inheritance.count)
        names.append(contentsOf: elsewhere)
        for entry in type.inheritance { names.append(entry.name) }
        return names
    }

    /// The Apple names the type reaches through everything it inherits anywhere in the tree.
    public func appleBases(of type: TypeDecl) -> Set<String> { index.appleBases(of: inheritedNames(of: type)) }

    /// Whether the type reaches one of `names` (`appleBases(of:)` meets them), without building the set
    /// when nothing it inherits is the tree's own (the usual case: this runs for every type, in most passes).
    public func reaches(_ type: TypeDecl, anyOf names: Set<String>) -> Bool {
        let elsewhere = index.inheritance[type.simpleName]
        let declared = index.declaredNames
        guard type.inheritance.contains(where: { declared.contains($0.name) }) || (elsewhere?.contains(where: { declared.contains($0) }) ?? false)
        else { return type.inheritance.contains { names.contains($0.name) } || (elsewhere?.contains(where: { names.contains($0) }) ?? false) }
        return !appleBases(of: type).isDisjoint(with: names)
    }

    /// True when a suppression comment turns `passID` off for a member of a type (or anything around it).
    public func isSuppressed(_ passID: String, member start: Int, type index: Int) -> Bool {
        suppressions.suppresses(passID, declarationStart: start) || isSuppressed(passID, type: index)
    }

    /// True when a suppression comment turns `passID` off for this type or anything around it.
    public func isSuppressed(_ passID: String, type index: Int) -> Bool {
        var current: Int? = index
        while let i = current {
            if suppressions.suppresses(passID, declarationStart: outline.types[i].startOffset(in: view)) { return true }
            current = outline.types[i].parent
        }
        return false
    }
}

/// What a pass returns: edits to the text it was given and findings about it.
public struct PassOutput: Sendable {
    public var edits: [Edit] = []
    public var findings: [PassFinding] = []
    public init(edits: [Edit] = [], findings: [PassFinding] = []) {
        self.edits = edits
        self.findings = findings
    }
}

/// One rewrite pass: text in, edits and findings out.
public protocol Pass: Sendable {
    /// The stable id used by `--only`, config and suppression comments.
    var id: String { get }
    /// One line for `intent-migrate passes`.
    var summary: String { get }
    /// The documentation `intent-migrate explain` prints, with a before/after example.
    var explanation: String { get }
    /// Words whose presence makes a file worth this pass's time (the prefilter is built from them).
    var triggerWords: [String] { get }
    /// The pass's edits never add, remove or change what the availability check reads (types' attributes and
    /// inheritance, `@available`, static `supportedModes`, entity property wrappers and their arguments). When the
    /// last passes all say so, the check runs on the text as the first of them gets it (same findings), and the
    /// last pass's edits need no new outline (debug builds run the check on the final text too and compare).
    var leavesAvailabilityAlone: Bool { get }
    /// Ids of passes before this one whose edits it never reads: right after them, it runs on the text they
    /// get, in their stage (`Pipeline.stages`: one relex and one outline for all of them, unless their edits
    /// come near each other). Debug builds run every file both ways and compare.
    var independentOf: Set<String> { get }
    func run(_ file: FileContext) -> PassOutput
}

extension Pass {
    public var leavesAvailabilityAlone: Bool { false }
    public var independentOf: Set<String> { [] }
}

/// The shortfall messages built so far in this run (at most `limit` of them), shared by the workers.
final class ShortfallMessages: @unchecked Sendable {
    struct Key: Hashable {
        let construct: String
        let floor: DeploymentFloor
        let needed: [Platform: OSVersion]

        /// The construct and the floor, not `needed` (a dictionary hashes each entry with a hasher of its own): equal
        /// keys still hash alike, and `needed` is still compared.
        func hash(into hasher: inout Hasher) {
            hasher.combine(construct)
            hasher.combine(floor)
        }
    }

    static let shared = ShortfallMessages()
    static let limit = 256
    private var messages: [Key: String?] = [:]
    private let lock = Lock()

    /// The message remembered for `key`: `.some(nil)` when the floor was high enough, nil when not known yet.
    func message(for key: Key) -> String?? {
        lock.lock(); defer { lock.unlock() }
        return messages[key]
    }

    func remember(_ message: String?, for key: Key) {
        lock.lock(); defer { lock.unlock() }
        if messages.count < ShortfallMessages.limit { messages[key] = message }
    }
}
