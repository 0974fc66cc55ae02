/// What a pass does with a change that needs a newer OS than the deployment floor.
public enum FloorPolicy: String, Sendable, CaseIterable {
    /// Gate the change with `@available` where Swift allows it, else skip it with a warning.
    case gate
    /// Never gate: skip the change and warn.
    case skip
    /// Write the plain change: the user is raising the floor.
    case ignore
}

/// Options that change what passes do, from the command line and the config file.
public struct Settings: Sendable {
    /// Intent type names never to mark as tools (`tools.exclude`).
    public var toolsExclude: Set<String> = []
    /// Intent type names a person decided to mark although the tool would hold them (`tools.include`).
    public var toolsInclude: Set<String> = []
    /// Extra words for intents a person must start explicitly (`tools.reviewKeywords`).
    public var reviewKeywords: [String] = [] {
        didSet { reviewWords = ReviewWords.all.union(reviewKeywords.map { $0.lowercased() }) }
    }
    /// The standard review words with `reviewKeywords` (lowercased): made once, not per intent.
    package private(set) var reviewWords: Set<String> = ReviewWords.all
    /// Config `schemas`: a domain or `domain.schema` → how Siri supports it.
    public var schemaOverrides: [String: SchemaSupport] = [:]
    /// `--floor`: replaces whatever the project files say.
    public var floorOverride: DeploymentFloor?
    public var floorPolicy: FloorPolicy = .gate
    /// How description and error placeholders are written (`--placeholder`).
    public var placeholder: PlaceholderStyle = .todo
    /// Extra failure words (`failureWords`); a pattern with them is compiled once, here.
    public var failureWords: [String] = [] {
        didSet { extendedFailurePattern = failureWords.isEmpty ? nil : FailureWords.pattern(extra: failureWords) }
    }
    /// The pattern for the failure words: the standard one (compiled when a file first needs it, on the
    /// worker that has the file) unless `failureWords` adds to it.
    package var failurePattern: Pattern { extendedFailurePattern ?? FailureWords.standard }
    private var extendedFailurePattern: Pattern?

    /// Every pass id there is (not only the selected ones): a suppression naming another is a note.
    public var knownPassIDs: [PassID] = []
    /// The availability check runs after the passes (`--skip availability` turns it off).
    public var checkAvailability = true
    /// `why`: passes say what they left alone and why (a return left as a success), not only what they changed.
    public var explainReturns = false

    public init() {}
}
