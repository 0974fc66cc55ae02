/// An app that doses insulin: the module's first intent (by qualified name) whose name or title names insulin dosing
/// (`ReviewWords.dosingApp`). Every other action of such an app is held for a person (medical).
struct DosingIntent: Sendable {
    let name: String
    let word: String
}

extension TreeIndex {
    /// The module's dosing intent and the word that says so, worked out once per finished index.
    var dosingIntent: DosingIntent? {
        memoized(AddToolPass.id.rawValue + ".dosingIntent") { firstDosingIntent() }
    }

    private func firstDosingIntent() -> DosingIntent? {
        var found: DosingIntent?
        for name in declaredNames where !protocols.contains(name) && found.map({ name < $0.name }) ?? true {
            guard anyBase(ofType: name, where: IntentProtocols.all.contains) else { continue }
            let words = Words.camelCase(String(name.split(separator: ".").last ?? "")) + Words.plain(readiness[name]?.title ?? "")
            if let word = words.first(where: ReviewWords.dosingApp.contains) { found = DosingIntent(name: name, word: word) }
        }
        return found
    }
}
