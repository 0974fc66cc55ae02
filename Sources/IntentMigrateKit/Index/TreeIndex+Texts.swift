/// What the index knows of the texts a module's functions and static properties can give: the failure texts, the texts
/// returned from a `catch`, and the calls a `perform()` builds a result's text with (`throw-stubs` asks).
extension TreeIndex {
    /// What the module's text-returning function `name` returns from a `catch`, itself or through a function it returns
    /// the result of (one call away), and which function does; nil when neither does.
    public func textReturnedInCatch(by name: String) -> (function: String, text: String)? {
        if let text = catchTexts[name] { return (name, text) }
        for callee in (textCalls[name] ?? []).sorted() where callee != name {
            if let text = catchTexts[callee] { return (callee, text) }
        }
        return nil
    }

    /// The module's functions (lower-case names, called with `(`) that a `perform()` body builds a `.result(…)`'s
    /// arguments with: called in them, or in the statement that gives a local they name its value (one step).
    static func callsBuildingResults(in body: ClosedRange<Int>, view: LexedView, bytes: [UInt8]) -> Set<String> {
        func isCall(_ i: Int) -> Bool {
            view.tokens[i].kind == .identifier && view.token(i + 1, is: "(", in: bytes) && (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(bytes[view.tokens[i].range.lowerBound])
        }
        var calls: Set<String> = [], locals: Set<String> = []
        for i in body where view.token(i, is: "result", in: bytes) && view.token(i - 1, is: ".", in: bytes) && view.token(i + 1, is: "(", in: bytes) {
            let close = view.partner[i + 1]
            guard close > i + 1 else { continue }
            for j in (i + 2)..<close where view.tokens[j].kind == .identifier {
                if isCall(j) { calls.insert(String(utf8: bytes, view.tokens[j].range)) }
                else if !view.token(j - 1, is: ".", in: bytes), !view.token(j + 1, is: ":", in: bytes) { locals.insert(String(utf8: bytes, view.tokens[j].range)) }
            }
        }
        guard !locals.isEmpty else { return calls }
        // `let dialog = …` / `var dialog: T = …` / `dialog = …`: the calls up to the end of that line.
        var i = body.lowerBound + 1
        while i < body.upperBound {
            guard view.tokens[i].kind == .identifier, !view.token(i - 1, is: ".", in: bytes), locals.contains(String(utf8: bytes, view.tokens[i].range)) else { i += 1; continue }
            var j = i + 1
            if view.token(j, is: ":", in: bytes) { while j < body.upperBound, !view.token(j, is: "=", in: bytes), !view.tokens[j].startsLine { j += 1 } }
            guard j < body.upperBound, view.token(j, is: "=", in: bytes) else { i += 1; continue }
            j += 1
            while j < body.upperBound, !view.tokens[j].startsLine || view.joinsPrevious(j, bytes: bytes) {
                if isCall(j) { calls.insert(String(utf8: bytes, view.tokens[j].range)) }
                j += 1
            }
            i = j
        }
        return calls
    }

    /// The expression a function that doesn't throw returns from a `catch` (its own return, not a closure's), or nil.
    /// Only bodies that hold a `catch` are scanned for their returns.
    static func textReturnedInCatch(by function: FunctionDecl, view: LexedView, bytes: [UInt8], body: ClosedRange<Int>) -> String? {
        // A function that can throw and returns from a catch all the same chose a fallback (a cached answer); one that
        // can't throw has no other way to report the error than its text.
        guard !function.isThrowing, body.contains(where: { view.tokens[$0].kind == .identifier && view.token($0, is: "catch", in: bytes) }) else { return nil }
        let found = function.returnStatements(bytes: bytes, view: view).first { statement in
            statement.isOwnReturn && statement.lastToken > statement.returnToken && statement.blocks.contains { $0.kind == .catchBlock }
        }
        guard let found else { return nil }
        let text = String(utf8: bytes, view.tokens[found.returnToken + 1].range.lowerBound..<view.tokens[found.lastToken].range.upperBound)
        return String(text.trimmingWhitespace().prefix(60))
    }

    /// The functions whose result a body returns: the call after each `return` (past `try`, `await`, `self.` and a
    /// receiver: `return try await self.store.detail(…)`), or the body's first call when it is one expression.
    static func callsReturned(in body: ClosedRange<Int>, view: LexedView, bytes: [UInt8]) -> Set<String> {
        var starts = body.filter { view.token($0, is: "return", in: bytes) }.map { $0 + 1 }
        if starts.isEmpty { starts = [body.lowerBound + 1] }
        var calls: Set<String> = []
        for start in starts {
            var i = start
            while i < body.upperBound, view.token(i, is: "try", in: bytes) || view.token(i, is: "await", in: bytes) || view.token(i, is: "self", in: bytes)
                    || view.token(i, is: ".", in: bytes) || (view.tokens[i].kind == .identifier && view.token(i + 1, is: ".", in: bytes)) { i += 1 }
            if i < body.upperBound, view.tokens[i].kind == .identifier, view.token(i + 1, is: "(", in: bytes) { calls.insert(String(utf8: bytes, view.tokens[i].range)) }
        }
        return calls
    }

    /// A return type that can carry words: `String`, `LocalizedStringResource`, `IntentDialog`, `AttributedString`, or a
    /// tuple or optional of them (`(String, String)`, `String?`). An entity, a `Bool` or a `[Track]` says nothing.
    static func returnsText(_ type: String) -> Bool {
        ["String", "LocalizedStringResource", "IntentDialog", "AttributedString"].contains { type.contains($0) } && !type.hasPrefix("[")
    }

    /// The first text a function returns that reads as a failure: the literals of its `return` statements (or of its body,
    /// when it has none: a single expression); not those it throws or logs on the way.
    static func failureText(returnedBy function: FunctionDecl, view: LexedView, bytes: [UInt8], body: ClosedRange<Int>) -> String? {
        // Most bodies have no failure text at all: only those that do are scanned for their returns.
        guard let any = failureText(in: body.lowerBound..<(body.upperBound + 1), view: view, bytes: bytes) else { return nil }
        let returns = function.returnStatements(bytes: bytes, view: view).filter(\.isOwnReturn)
        if returns.isEmpty { return any }
        for statement in returns {
            if let text = failureText(in: statement.returnToken..<(statement.lastToken + 1), view: view, bytes: bytes) { return text }
        }
        return nil
    }

    /// The first string literal in these tokens (a function's body, a property's value) that reads as a failure (a
    /// failure word, or words saying what is missing), without its interpolations; nil when there is none.
    static func failureText(in tokens: Range<Int>, view: LexedView, bytes: [UInt8]) -> String? {
        for i in tokens where view.tokens[i].kind == .string {
            let text = StringLiteral.textWithoutInterpolations(String(utf8: bytes, view.tokens[i].range)).trimmingWhitespace()
            if FailureWords.readsAsFailure(text) { return text }
        }
        return nil
    }
}
