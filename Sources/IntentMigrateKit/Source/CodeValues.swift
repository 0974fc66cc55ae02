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
    package func calls(in range: ClosedRange<Int>, bytes: [UInt8]) -> [Int] {
        range.filter { i in
            i < range.upperBound && tokens[i].kind == .identifier && (token(i + 1, is: "(", in: bytes) || token(i + 1, is: "{", in: bytes))
                && !LexedView.statementKeywords.contains(String(utf8: bytes, tokens[i].range))
        }
    }

    /// The names called in a range of tokens, in order.
    package func calledNames(in range: ClosedRange<Int>, bytes: [UInt8]) -> [String] {
        calls(in: range, bytes: bytes).map { String(utf8: bytes, tokens[$0].range) }
    }

    /// The member at token `i` is implicit (`.workoutSplit(autoPresentBuilder: false)`, `.settings`): a value, an enum
    /// case or a static factory built where its type is known, reached through no receiver.
    package func isImplicitMember(_ i: Int, bytes: [UInt8]) -> Bool {
        guard i >= 2, token(i - 1, is: ".", in: bytes) else { return false }
        return !(tokens[i - 2].kind == .identifier || [")", "]", "?", "!"].contains { token(i - 2, is: $0, in: bytes) })
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
