/// Reports tools of one module whose titles and descriptions are near-identical.
///
/// Reports a warning on each tool declared in the file when another tool of its module (any file) has the
/// same description, or titles and descriptions that share nearly all their words: Siri picks a tool from
/// these words, and can't tell the two apart. Judged on the tools as the files on disk have them (run again
/// after `apply` marks new ones). Rewrites nothing.
package struct SimilarToolsCheck: Pass {
    package let id: PassID = "similar-tools"
    package let summary = "check: two tools whose titles and descriptions are near-identical (Siri can't tell them apart)"
    package let triggerWords: [TriggerWord] = ["Intent"]
    package let isCheck = true
    package let explanation = """
    similar-tools — two tools Siri can't tell apart

    Siri decides which tool to call from their titles and descriptions. When two tools of a
    module say nearly the same thing, Siri can't tell which one a request means. Apple: say what
    a tool doesn't do when two tools sound alike ("Lists restaurants with a free table. Doesn't
    book anything."). A warning on each of the two tools when their descriptions are the same, or
    their titles and descriptions together share at least 80% of their words (small words and
    plural endings aside). Tools are those marked `@AppIntent(.tool)` or conforming to ToolIntent
    in the files as they are; unfinished `TODO:` descriptions are not compared.

    Reported:
        Add to Favorites / "Adds the album to your favorites."
        Add Favorite / "Adds an album to your favorites."

    Not reported: "Play Album" / "Plays an album from the collection." next to "Play Playlist" /
    "Plays a playlist from the collection."; tools without a description; intents that aren't tools.

    Source: the developer guide, "3. Describe intents and parameters" ("Say what a tool doesn't do
    when two tools sound alike"); Apple, "Bringing custom actions and content to Siri" ("To
    understand what your intent does and disambiguate from other intents, Siri relies on its title
    and description").
    """

    package init() {}

    /// The share of words two tools may have in common before Siri can't tell them apart.
    package static let threshold = 0.8

    package enum Message {
        package static func similar(_ name: String, _ other: String, _ declared: String?) -> String {
            "\(name) and \(other)\(declared.map { " (\($0))" } ?? "") have near-identical titles and descriptions, so Siri can't tell them apart: say in each description what it does that the other doesn't, or what it doesn't do"
        }
    }

    package func run(_ file: FileContext) -> PassOutput {
        var output = PassOutput()
        let index = file.index
        // The module's tools with their words, gathered (and stemmed) once per module, and only when a file declares one.
        var tools: Tools?
        for (i, type) in file.outline.types.enumerated() where [.struct, .class, .actor].contains(type.kind) {
            let name = type.qualifiedName
            guard index.readiness[name] != nil else { continue }
            if tools == nil { tools = index.memoized(id.rawValue) { Tools(index) } }
            guard let mine = tools!.byName[name], !file.isSuppressed(id, type: i) else { continue }
            for theirs in tools!.sorted where theirs.name != name {
                guard SimilarToolsCheck.similar(mine, theirs) else { continue }
                output.findings.append(PassFinding(offset: type.keywordOffset, severity: .warning,
                                                   message: Message.similar(type.simpleName, theirs.name.split(separator: ".").last.map(String.init) ?? theirs.name, theirs.facts.declared)))
            }
        }
        return output
    }

    /// A tool of the module that can be compared: its description is written.
    package struct Tool: Sendable {
        package let name: String
        package let facts: TreeIndex.ReadinessFacts
        /// The stems of its description, and of its title and description together.
        package let description: Set<String>, words: Set<String>
    }

    /// The module's comparable tools, by name and in name order.
    package struct Tools: Sendable {
        package let sorted: [Tool]
        package let byName: [String: Tool]

        init(_ index: TreeIndex) {
            sorted = index.readiness.filter { $0.value.description.map { !Placeholder.isUnfinished($0) } == true && index.isTool($0.key) }
                .sorted { $0.key < $1.key }
                .map { name, facts in
                    let description = DescriptionRestatesTitleCheck.stems(facts.description ?? "")
                    return Tool(name: name, facts: facts, description: description,
                                words: description.union(DescriptionRestatesTitleCheck.stems(facts.title ?? "")))
                }
            byName = Dictionary(sorted.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        }
    }

    package static func similar(_ a: Tool, _ b: Tool) -> Bool {
        if !a.description.isEmpty, a.description == b.description { return true }
        guard a.words.count >= 3, b.words.count >= 3 else { return false }
        return Double(a.words.intersection(b.words).count) / Double(a.words.union(b.words).count) >= threshold
    }
}
