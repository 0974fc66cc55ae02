/// One file as the index reads it: its outline, tokens and bytes, and its path as shown.
package struct IndexedFile {
    package let outline: Outline
    package let view: LexedView
    package let bytes: [UInt8]
    package let path: String

    package init(outline: Outline, view: LexedView, bytes: [UInt8], path: String) {
        self.outline = outline
        self.view = view
        self.bytes = bytes
        self.path = path
    }
}

/// Facts about a module that one pass needs from every file of it (what a function declared elsewhere returns), like
/// SwiftLint's collecting rules: the pass declares the type (`CollectingPass`), the index adds every file to it and
/// merges it without knowing what it holds, and the pass reads it back (`TreeIndex.facts(_:)`).
package protocol ModuleFacts: Sendable {
    init()
    /// Adds what one file says.
    mutating func add(_ file: IndexedFile)
    /// Adds another file's facts, or another module's for a file compiled into both.
    mutating func merge(_ other: Self)
    /// Names that make a file worth reading for facts though it names none of the passes' words (the second look):
    /// where they are declared, a fact is still to learn.
    func namesToLookFor() -> Set<String>
    /// Text that makes a file worth reading for facts where it starts a string literal (`"addSession"`), as
    /// `namesToLookFor` does in code.
    func textsToLookFor() -> Set<String>
    /// Gathers into these facts (the run's, which start empty) what one module shares with the others: `module` is
    /// its facts, `index` its index (where it declares a name, say). By default nothing.
    mutating func gatherShared(_ module: Self, index: TreeIndex)
    /// Adds what the run's modules share (`shared`, gathered by `gatherShared`), for code that calls a module it
    /// imports; `index` is this module's. By default nothing: a module's facts are its own.
    mutating func addShared(_ shared: Self, index: TreeIndex)
}

extension ModuleFacts {
    package func namesToLookFor() -> Set<String> { [] }
    package func textsToLookFor() -> Set<String> { [] }
    package mutating func gatherShared(_ module: Self, index: TreeIndex) {}
    package mutating func addShared(_ shared: Self, index: TreeIndex) {}

    /// `merge(_:)`, `gatherShared` and `addShared` for facts the index holds by their type only: `other` is of this type.
    fileprivate mutating func merge(any other: any ModuleFacts) { merge(other as! Self) }
    fileprivate mutating func gatherShared(any other: any ModuleFacts, index: TreeIndex) { gatherShared(other as! Self, index: index) }
    fileprivate mutating func addShared(any other: any ModuleFacts, index: TreeIndex) { addShared(other as! Self, index: index) }
}

extension TreeIndex {
    /// The facts of type `kind` the index collected, or none when it collects no such facts.
    package func facts<Facts: ModuleFacts>(_ kind: Facts.Type) -> Facts {
        collected[ObjectIdentifier(kind)] as? Facts ?? Facts()
    }

    /// Adds one file to every kind of facts the index collects.
    mutating func addCollected(_ file: IndexedFile) {
        for key in Array(collected.keys) { collected[key]!.add(file) }
    }

    /// Merges another index's collected facts into these, kind by kind.
    mutating func mergeCollected(_ other: TreeIndex) {
        for (key, facts) in other.collected {
            // Taken out and put back: the facts are mutated in place, not copied.
            guard var mine = collected.removeValue(forKey: key) else { collected[key] = facts; continue }
            mine.merge(any: facts)
            collected[key] = mine
        }
    }

    /// What the modules share with each other (`ModuleFacts.gatherShared`), each kind gathered from every module in turn.
    package static func shared(by modules: some Sequence<TreeIndex>) -> TreeIndex {
        var all = TreeIndex()
        for module in modules {
            for (key, facts) in module.collected {
                var gathered = all.collected.removeValue(forKey: key) ?? type(of: facts).init()
                gathered.gatherShared(any: facts, index: module)
                all.collected[key] = gathered
            }
        }
        return all
    }

    /// Adds what the run's modules share (`shared(by:)`) to each kind of facts (`ModuleFacts.addShared`).
    package mutating func addShared(of shared: TreeIndex) {
        for (key, facts) in shared.collected {
            var mine = collected.removeValue(forKey: key) ?? type(of: facts).init()
            mine.addShared(any: facts, index: self)
            collected[key] = mine
        }
    }

    /// The names every kind of facts asks the second look to read the files of.
    var collectedNamesToLookFor: Set<String> {
        collected.values.reduce(into: []) { names, facts in names.formUnion(facts.namesToLookFor()) }
    }

    /// The text every kind of facts asks the second look to read the files of, where it starts a string literal.
    package var collectedTextsToLookFor: Set<String> {
        collected.values.reduce(into: []) { texts, facts in texts.formUnion(facts.textsToLookFor()) }
    }
}
