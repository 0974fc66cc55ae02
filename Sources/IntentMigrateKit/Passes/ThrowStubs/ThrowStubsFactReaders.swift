/// How `throw-stubs` reads one function for its text facts (`FailureTextFacts`): the calls a `perform()` builds a
/// result's text with, what it returns on a failure path, whose result it returns, and the failure texts it holds.
extension FailureTextFacts {
    /// The module's functions (lower-case names, called with `(`) that a `perform()` body builds a `.result(…)`'s
    /// arguments with: called in them, or in the statement that gives a local they name its value (one step).
    package static func callsBuildingResults(in body: ClosedRange<Int>, view: LexedView, bytes: [UInt8]) -> Set<String> {
        func isCall(_ i: Int) -> Bool {
            view.tokens[i].kind == .identifier && view.token(i + 1, is: "(", in: bytes) && (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(bytes[view.tokens[i].range.lowerBound])
        }
        var calls: Set<String> = [], locals: Set<String> = []
        // The lower-case names a literal that is only interpolations writes (`"\(Summary.unreadText())"`, `"\(message)"`).
        func interpolated(_ j: Int) -> [InterpolatedName] {
            StringLiteral.interpolatedNames(String(utf8: bytes, view.tokens[j].range), wholeTextOnly: true).filter { $0.name.first?.isLowercase == true }
        }
        for i in body where view.token(i, is: "result", in: bytes) && view.token(i - 1, is: ".", in: bytes) && view.token(i + 1, is: "(", in: bytes) {
            let close = view.partner[i + 1]
            guard close > i + 1 else { continue }
            for j in (i + 2)..<close {
                if view.tokens[j].kind == .string {
                    for name in interpolated(j) { if name.isCall { calls.insert(name.name) } else if name.bare { locals.insert(name.name) } }
                    continue
                }
                guard view.tokens[j].kind == .identifier else { continue }
                if isCall(j) { calls.insert(String(utf8: bytes, view.tokens[j].range)) }
                else if !view.token(j - 1, is: ".", in: bytes), !view.token(j + 1, is: ":", in: bytes) { locals.insert(String(utf8: bytes, view.tokens[j].range)) }
            }
        }
        // `let dialog = …` / `var dialog: T = …` / `dialog = …`: the calls in each value a local the result names is given.
        guard !locals.isEmpty else { return calls }
        let values = view.assignments(in: body, before: body.upperBound, bytes: bytes) { locals.contains(String(utf8: bytes, view.tokens[$0].range)) }
        for value in values {
            for j in value where isCall(j) { calls.insert(String(utf8: bytes, view.tokens[j].range)) }
            for j in value where view.tokens[j].kind == .string { calls.formUnion(interpolated(j).filter(\.isCall).map(\.name)) }
        }
        return calls
    }

    /// What a function that doesn't throw returns on a path where something failed (its own return, not a closure's),
    /// and where (`failurePath`); nil when it has no such return. Only bodies that hold a `catch`, a `case` or a `guard`
    /// are scanned for their returns.
    package static func failureReturn(of function: FunctionDecl, view: LexedView, bytes: [UInt8], body: ClosedRange<Int>) -> FailureReturn? {
        // A function that can throw and returns text on a failure path all the same chose a fallback (a cached
        // answer); one that can't throw has no other way to report the error than its text.
        let keywords: Set<String> = ["catch", "case", "guard"]
        guard !function.isThrowing, body.contains(where: { view.tokens[$0].kind == .identifier && keywords.contains(String(utf8: bytes, view.tokens[$0].range)) }) else { return nil }
        for statement in function.returnStatements(bytes: bytes, view: view) {
            guard statement.isOwnReturn, let path = failurePath(of: statement, view: view, bytes: bytes) else { continue }
            let text = String(utf8: bytes, view.tokens[statement.returnToken + 1].range.lowerBound..<view.tokens[statement.lastToken].range.upperBound)
            return FailureReturn(text: String(text.trimmingWhitespace().prefix(60)), path: path)
        }
        return nil
    }

    /// Where a return gives its text on a path where something failed: from a `catch`, from a `case` matching a failure
    /// (`.failure(let e)`, `.failed`), or a sentence (two words or more) or a call named for a failure from a `guard`'s
    /// `else`; nil elsewhere. The innermost block around the return decides (a function's own, or a closure's).
    package static func failurePath(of statement: ReturnStatement, view: LexedView, bytes: [UInt8]) -> String? {
        guard statement.lastToken > statement.returnToken, let innermost = statement.blocks.last else { return nil }
        switch innermost.kind {
        case .catchBlock: return innermost.failureCase ? "from its case failure" : "from a catch"
        case .switchCase:
            // The case's own name (`.failure` in `case let .failure(error):`, `.failed(_, let message)`), not the names
            // its pattern binds (`case .finished(let errorCount)` is a success).
            guard let name = innermost.head.first(where: { view.token($0 - 1, is: ".", in: bytes) && view.tokens[$0].kind == .identifier }) else { return nil }
            let caseName = String(utf8: bytes, view.tokens[name].range)
            return FailureWords.firstMatch(in: Words.camelCase(caseName).joined(separator: " ")).map { _ in "from its case \(caseName)" }
        case .guardElse:
            let returned = (statement.returnToken + 1)..<(statement.lastToken + 1)
            let sentence = returned.contains { i in
                view.tokens[i].kind == .string
                    && StringLiteral.textWithoutInterpolations(String(utf8: bytes, view.tokens[i].range)).split(whereSeparator: \.isWhitespace).count >= 2
            }
            let namedForFailure = returned.contains { view.tokens[$0].kind == .identifier && view.token($0 + 1, is: "(", in: bytes)
                && FailureWords.firstMatch(in: Words.camelCase(String(utf8: bytes, view.tokens[$0].range)).joined(separator: " ")) != nil }
            // A guard that only tests what it was given (`guard !meetings.isEmpty`, `guard let subject, let start`) and
            // says there is none ("You have no more meetings today.") gives what an empty input answers: no lookup or
            // work failed there. "Pick a folder for exports in Settings." after `guard let path` still asks.
            let saysNone = returned.contains { i in
                view.tokens[i].kind == .string && Words.plain(StringLiteral.textWithoutInterpolations(String(utf8: bytes, view.tokens[i].range)))
                    .contains { FailureWords.none.contains($0.lowercased()) }
            }
            guard !(saysNone && view.testsOnlyWhatItWasGiven(innermost.head, in: bytes)) || namedForFailure else { return nil }
            return sentence || namedForFailure ? FailureReturn.guardElse : nil
        default: return nil
        }
    }

    /// The functions whose result a body returns: the call after each `return` (past `try`, `await`, `self.` and a
    /// receiver: `return try await self.store.detail(…)`, `TideWords().gaugeAnswer(…)`, and a function's call the result is
    /// made from: `reading(for:)` in `reading(for: g).trimmingCharacters(…)`), or the body's first call when it is one
    /// expression.
    package static func callsReturned(in body: ClosedRange<Int>, view: LexedView, bytes: [UInt8]) -> Set<String> {
        var starts = body.filter { view.token($0, is: "return", in: bytes) }.map { $0 + 1 }
        if starts.isEmpty { starts = [body.lowerBound + 1] }
        var calls: Set<String> = []
        for start in starts {
            var i = start
            while i < body.upperBound {
                if view.token(i, is: "try", in: bytes) || view.token(i, is: "await", in: bytes) || view.token(i, is: "self", in: bytes)
                    || view.token(i, is: ".", in: bytes) || (view.tokens[i].kind == .identifier && view.token(i + 1, is: ".", in: bytes)) {
                    i += 1
                } else if view.tokens[i].kind == .identifier, view.token(i + 1, is: "(", in: bytes), view.partner[i + 1] > i + 1,
                          view.partner[i + 1] < body.upperBound, view.token(view.partner[i + 1] + 1, is: ".", in: bytes) {
                    // A receiver made by a call: the function after it (`Words().answer(…)`), and the call itself when it is
                    // a function's (`reading(for: gauge).trimmingCharacters(…)` returns what `reading` gives, trimmed).
                    if (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(bytes[view.tokens[i].range.lowerBound]) {
                        calls.insert(String(utf8: bytes, view.tokens[i].range))
                    }
                    i = view.partner[i + 1] + 1
                } else { break }
            }
            if i < body.upperBound, view.tokens[i].kind == .identifier, view.token(i + 1, is: "(", in: bytes) { calls.insert(String(utf8: bytes, view.tokens[i].range)) }
        }
        return calls
    }

    /// A return type that can carry words: `String`, `LocalizedStringResource`, `IntentDialog`, `AttributedString`, or a
    /// tuple or optional of them (`(String, String)`, `String?`). An entity, a `Bool` or a `[Track]` says nothing.
    package static func returnsText(_ type: String) -> Bool {
        // The type is parsed only when it names a text type: most functions return something else. An ASCII type is searched
        // as bytes, where they are its characters; another as characters.
        let ascii = type.utf8.allSatisfy { $0 < 0x80 }
        guard ["String", "LocalizedStringResource", "IntentDialog", "AttributedString"].contains(where: { ascii ? type.mentions($0) : type.contains($0) }) else { return false }
        let reference = TypeReference(type)
        return !reference.isArray && !reference.isDictionary
    }

    /// The first text a function returns that reads as a failure: the literals of its `return` statements (or of its body,
    /// when it has none: a single expression); not those it throws or logs on the way.
    package static func failureText(returnedBy function: FunctionDecl, view: LexedView, bytes: [UInt8], body: ClosedRange<Int>) -> String? {
        // Most bodies have no failure text at all: only those that do are scanned for their returns.
        guard let any = failureText(in: body.lowerBound..<(body.upperBound + 1), view: view, bytes: bytes) else { return nil }
        let returns = function.returnStatements(bytes: bytes, view: view).filter(\.isOwnReturn)
        if returns.isEmpty { return any }
        // A text with a failure word ("Couldn't run …") before one that only says what is missing ("… isn't ready yet."):
        // in a question, only the first kind reads as a failure.
        var missing: String?
        for statement in returns {
            guard let text = failureText(in: statement.returnToken..<(statement.lastToken + 1), view: view, bytes: bytes) else { continue }
            if FailureWords.firstMatch(in: text) != nil { return text }
            missing = missing ?? text
        }
        return missing
    }

    /// The first string literal in these tokens (a function's body, a property's value) that reads as a failure, one
    /// with a failure word before one with words saying what is missing, without its interpolations; nil when there is none.
    package static func failureText(in tokens: Range<Int>, view: LexedView, bytes: [UInt8]) -> String? {
        var missing: String?
        for i in tokens where view.tokens[i].kind == .string {
            let text = StringLiteral.textWithoutInterpolations(String(utf8: bytes, view.tokens[i].range)).trimmingWhitespace()
            if FailureWords.firstMatch(in: text) != nil { return text }
            // `readsAsFailure` less the failure words just looked for: each literal is searched once per pattern.
            if missing == nil, FailureWords.firstMatch(in: text, pattern: FailureWords.missingPattern) != nil { missing = text }
        }
        return missing
    }
}
