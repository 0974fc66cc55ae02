/// Reading small pieces of code through the lexed view: a property's literal value, the names a body calls.
extension PropertyDecl {
    /// Every identifier in the property's value (`= [.background, .foreground]` → `background`, `foreground`), or nil
    /// when it has none (no initializer, no accessors).
    package func valueWords(view: LexedView, bytes: [UInt8]) -> [String]? {
        guard let range = initializer ?? accessors else { return nil }
        return view.tokenIndices(in: range).filter { view.tokens[$0].kind == .identifier }.map { String(utf8: bytes, view.tokens[$0].range) }
    }

    /// `true`/`false` when the property's value is that literal (stored, or a computed `{ [return] x }`).
    package func booleanValue(view: LexedView, bytes: [UInt8]) -> Bool? {
        guard let range = initializer ?? accessors else { return nil }
        var words: [String] = []
        for i in view.tokenIndices(in: range) {
            let text = String(utf8: bytes, view.tokens[i].range)
            if view.tokens[i].kind == .identifier { words.append(text) } else if text != "{", text != "}" { return nil }
        }
        switch words {
        case ["true"], ["return", "true"]: return true
        case ["false"], ["return", "false"]: return false
        default: return nil
        }
    }
}

extension LexedView {
    /// Keywords a `(` or `{` can follow (`guard (…)`, `if (…)`, `do {`): not calls.
    package static let statementKeywords: Set<String> = [
        "if", "guard", "while", "switch", "return", "try", "await", "in", "case", "catch", "for", "throw", "let", "var",
        "else", "repeat", "where", "do", "defer", "as", "is", "some", "any", "nil", "true", "false", "self",
    ]

    /// The token indices of the names called in a range of tokens, in order: `x.open(…)` → `open`, `Task { … }` → `Task`.
    /// `handler?()` calls `handler`. A name before `{` in the condition of an `if`, `guard`, `while`, `for` or `switch` (`if let room = room {`) is the
    /// end of the condition, not a call with a trailing closure (Swift takes none there).
    package func calls(in range: ClosedRange<Int>, bytes: [UInt8]) -> [Int] {
        range.filter { i in
            i < range.upperBound && tokens[i].kind == .identifier
                && (token(i + 1, is: "(", in: bytes) || (token(i + 1, is: "{", in: bytes) && !endsCondition(i, from: range.lowerBound, bytes: bytes))
                    || callsOptional(i, bytes: bytes))
                && !LexedView.statementKeywords.contains(String(utf8: bytes, tokens[i].range))
        }
    }

    /// `handler?()`: an optional closure called, written with no space (`ready ? (a) : b` is a choice).
    private func callsOptional(_ i: Int, bytes: [UInt8]) -> Bool {
        guard i + 2 < tokens.count, token(i + 1, is: "?", in: bytes), token(i + 2, is: "(", in: bytes) else { return false }
        return tokens[i].range.upperBound == tokens[i + 1].range.lowerBound && tokens[i + 1].range.upperBound == tokens[i + 2].range.lowerBound
    }

    /// Token `i` is the last of a statement's condition: walking back over its own level (not into brackets or
    /// braces), an `if`, `guard`, `while`, `for` or `switch` comes before any `{`, `}` or `;`.
    private func endsCondition(_ i: Int, from start: Int, bytes: [UInt8]) -> Bool {
        var depth = 0, j = i - 1
        while j >= start {
            let t = tokens[j]
            if t.kind == .punctuation, t.range.count == 1 {
                switch bytes[t.range.lowerBound] {
                case UInt8(ascii: ")"), UInt8(ascii: "]"): depth += 1
                case UInt8(ascii: "("), UInt8(ascii: "["): if depth == 0 { return false } else { depth -= 1 }
                case UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: ";"): if depth == 0 { return false }
                default: break
                }
            } else if depth == 0, t.kind == .identifier, LexedView.conditionKeywords.contains(String(utf8: bytes, t.range)) {
                return true
            }
            j -= 1
        }
        return false
    }

    /// Operators that assign (`=`, `+=` …): a statement with one changes what it names.
    package static let assignments: Set<String> = ["=", "+=", "-=", "*=", "/=", "&&=", "||="]

    /// Keywords whose condition runs up to the `{` of their body.
    package static let conditionKeywords: Set<String> = ["if", "guard", "while", "for", "switch"]

    /// The names called in a range of tokens, in order.
    package func calledNames(in range: ClosedRange<Int>, bytes: [UInt8]) -> [String] {
        calls(in: range, bytes: bytes).map { String(utf8: bytes, tokens[$0].range) }
    }

    /// The member at token `i` is implicit (`.workoutSplit(autoPresentBuilder: false)`, `.settings`): a value, an enum
    /// case or a static factory built where its type is known, reached through no receiver.
    package func isImplicitMember(_ i: Int, bytes: [UInt8]) -> Bool {
        guard i >= 2, token(i - 1, is: ".", in: bytes) else { return false }
        guard tokens[i - 2].kind != .identifier else { return false }
        let before = tokens[i - 2].range
        guard before.count == 1 else { return true }
        switch bytes[before.lowerBound] {
        case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "?"), UInt8(ascii: "!"): return false
        default: return true
        }
    }

    /// The receivers a member at token `i` is reached through, innermost first: `Current.Log.error` at `error` →
    /// `Log`, `Current`; `AppRouter.shared.open` at `open` → `shared`, `AppRouter`.
    package func receivers(of i: Int, bytes: [UInt8]) -> [String] {
        var names: [String] = []
        var j = i - 1
        while j > 0, token(j, is: ".", in: bytes), tokens[j - 1].kind == .identifier {
            names.append(String(utf8: bytes, tokens[j - 1].range))
            j -= 2
        }
        return names
    }
}
