/// One `let` or `var` of an `if` or `guard` condition list: the name it binds and what it is set to.
package struct ConditionBinding: Sendable, Equatable {
    package let name: String
    /// The value is the name itself: `if let glass`, `if let glass = glass`, `= self.glass` (an optional unwrapped as it
    /// is, most often a parameter left out).
    package let asIs: Bool
    /// The first name of the value past `try`, `await`, `?`, `!` and `self.` (`UserDefaults` in `= UserDefaults(suiteName:
    /// …)`, `items` in `= items.firstIndex(of: text)`); nil when the binding is as it is, or the value starts otherwise.
    package let valueHead: String?
}

extension LexedView {
    /// The bindings of the condition list in tokens `head` (an `if`'s up to its `{`, a `guard`'s up to its `else`), read
    /// at the list's own level (a closure or call inside is skipped whole); nil when one can't be read as `let name` or
    /// `let name = value` (`if case let .some(x) = …`, a tuple pattern).
    package func conditionBindings(_ head: Range<Int>, in bytes: [UInt8]) -> [ConditionBinding]? {
        func word(_ i: Int, _ text: String) -> Bool { tokens[i].kind == .identifier && token(i, is: text, in: bytes) }
        func endsItem(_ i: Int) -> Bool { i >= head.upperBound || (tokens[i].kind == .punctuation && token(i, is: ",", in: bytes)) }
        var bindings: [ConditionBinding] = []
        var j = head.lowerBound
        while j < head.upperBound {
            defer { j = partner[j] > j ? partner[j] + 1 : j + 1 }
            guard word(j, "let") || word(j, "var") else { continue }
            if j > head.lowerBound, word(j - 1, "case") { return nil }
            let name = j + 1
            guard name < head.upperBound, tokens[name].kind == .identifier else { return nil }
            let bound = String(decoding: bytes[tokens[name].range], as: UTF8.self)
            if endsItem(name + 1) { bindings.append(ConditionBinding(name: bound, asIs: true, valueHead: nil)); continue }
            guard tokens[name + 1].kind == .operator, token(name + 1, is: "=", in: bytes) else { return nil }
            // `= glass`, `= self.glass`: the name itself.
            var v = name + 2
            if v + 1 < head.upperBound, word(v, "self"), token(v + 1, is: ".", in: bytes) { v += 2 }
            if v < head.upperBound, word(v, bound), endsItem(v + 1) {
                bindings.append(ConditionBinding(name: bound, asIs: true, valueHead: nil)); continue
            }
            v = name + 2
            while v < head.upperBound, word(v, "try") || word(v, "await") || (tokens[v].kind == .operator && (token(v, is: "?", in: bytes) || token(v, is: "!", in: bytes))) {
                v += 1
            }
            if v + 1 < head.upperBound, word(v, "self"), token(v + 1, is: ".", in: bytes) { v += 2 }
            let first = v < head.upperBound && tokens[v].kind == .identifier ? String(decoding: bytes[tokens[v].range], as: UTF8.self) : nil
            bindings.append(ConditionBinding(name: bound, asIs: false, valueHead: first))
        }
        return bindings
    }
}

extension LexedView {
    /// The condition list in tokens `head` calls nothing and only tests what the code was given: an emptiness test
    /// (`guard !meetings.isEmpty`) or `let`s that unwrap names as they are (`guard let subject, let start`), nothing else.
    /// No lookup or work happens in it, so its `else` is what an empty input gives.
    package func testsOnlyWhatItWasGiven(_ head: Range<Int>, in bytes: [UInt8]) -> Bool {
        guard !head.isEmpty, !head.contains(where: { token($0, is: "(", in: bytes) }) else { return false }
        if head.contains(where: { token($0, is: "isEmpty", in: bytes) }) { return true }
        guard let bindings = conditionBindings(head, in: bytes), !bindings.isEmpty, bindings.allSatisfy(\.asIs) else { return false }
        // Nothing but the bindings: one per item of the list (no `flag` or `x > 0` beside them).
        let items = 1 + head.filter { tokens[$0].kind == .punctuation && token($0, is: ",", in: bytes) }.count
        return items == bindings.count
    }
}
