/// Options that change what passes do, from the command line and the config file.
public struct Settings: Sendable {
    /// Intent type names never to mark as tools (`tools.exclude`).
    public var toolsExclude: Set<String> = []
    /// Extra words for intents a person must start explicitly (`tools.reviewKeywords`).
    public var reviewKeywords: [String] = []

    public init() {}
}
