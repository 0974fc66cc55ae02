/// What a pass sees of one file: its text, lexed view and outline, plus the tree-wide index and settings.
public struct FileContext: Sendable {
    public let path: String
    public let source: SourceText
    public let view: LexedView
    public let outline: Outline
    public let index: TreeIndex
    public let settings: Settings
    public let suppressions: Suppressions

    public init(path: String, source: SourceText, view: LexedView, outline: Outline, index: TreeIndex, settings: Settings) {
        self.path = path
        self.source = source
        self.view = view
        self.outline = outline
        self.index = index
        self.settings = settings
        self.suppressions = Suppressions(source: source, view: view, outline: outline)
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
    func run(_ file: FileContext) -> PassOutput
}
