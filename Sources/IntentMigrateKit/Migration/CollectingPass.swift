/// A pass that needs facts from every file of a module, not only the one it runs on (what a function declared in
/// another file returns): it names the type that collects them, the engine has every module's index collect it
/// (`Passes.collectedFacts`), and the pass reads it with `file.index.facts(Facts.self)`.
package protocol CollectingPass: Pass {
    associatedtype Facts: ModuleFacts
}

extension CollectingPass {
    /// The type of the facts the pass collects, for a list of passes of different types.
    package var factsType: any ModuleFacts.Type { Facts.self }
}
