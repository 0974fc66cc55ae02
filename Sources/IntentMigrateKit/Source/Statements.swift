/// A block a statement sits in, inside a function body.
package struct Block: Sendable, Equatable {
    package enum Kind: Sendable, Equatable {
        case guardElse, ifThen, elseBlock, doBody, catchBlock, switchCase, loop
        /// A closure or a nested function: its returns are not the function's.
        case closure, nestedFunction
    }

    package let kind: Kind
    /// A guard's `else`, an `else` or a `catch`: the way taken when what came before did not happen.
    package var isFailureBranch: Bool { [.guardElse, .elseBlock, .catchBlock].contains(kind) }
    /// Offsets from the opening brace (or case label) to the end of the block.
    package let range: Range<Int>
    /// For `doBody`: one of its `catch` clauses catches everything (`catch`, `catch let error`) and does more
    /// than throw it again (`catch { throw error }` lets a throw inside pass through unchanged).
    package let catchesEverything: Bool
    /// Token indices of what a `guard` or `if` tests, a `catch` or a `case` matches, or, for an `else`, what its `if`
    /// tests (empty for other blocks).
    package var head: Range<Int> = 0..<0
    /// A `guard` or `if` binds a value (`let`, `var`, `case let` in its head): it is a lookup.
    package var binds = false
    /// The name a `catch` gives the error: `error` for `catch {`, `e` for `catch let e {`; nil for a pattern.
    package var caughtName: String?
    /// A `catchBlock` that is a `Result`'s `case .failure(let error):` (its range is the case's body).
    package var failureCase = false

    /// A `catch` with this pattern (its words) catches every error: `catch {`, `catch _`, `catch let error {` and
    /// `… as Error`/`is Error`; other patterns narrow it.
    package static func catchesEverything(pattern: [String]) -> Bool {
        pattern.isEmpty || pattern == ["_"] || (pattern.count == 2 && (pattern[0] == "let" || pattern[0] == "var"))
            || pattern.suffix(2) == ["as", "Error"] || pattern.suffix(3) == ["as", "any", "Error"] || pattern == ["is", "Error"]
    }
}

/// A `return` inside a function body, with the blocks around it.
package struct ReturnStatement: Sendable {
    /// Token index of `return`.
    package let returnToken: Int
    /// Token index of the last token of the returned expression (`returnToken` for a bare `return`).
    package let lastToken: Int
    /// From `return` to the end of the expression.
    package let range: Range<Int>
    /// Enclosing blocks inside the function, outermost first.
    package let blocks: [Block]
    /// Nothing follows it in the function: it is the last statement of the body.
    package let endsFunction: Bool
    /// The statement before it is an `if let` (a lookup) without `else` whose block itself returns.
    package let followsIfWithoutElse: Bool
    /// It ends the function, right after an `if let` lookup without `else` whose block doesn't return: the same result
    /// whether the lookup found something (and did its work) or not.
    package var followsSkippedLookup = false
    /// The same, after an `if let` that unwraps a set-up value (`UserDefaults(suiteName:)`, `URL(string:)`) or only
    /// values as they are (`if let account {`): nothing asked for was looked up.
    package var followsSkippedSetUp = false
    /// It is the last statement of its block, and the statement before it is an `if` (a lookup or a test) without
    /// `else` whose block itself returns: the path left when the `if` didn't take its own way out.
    package var endsBlockAfterReturningIf = false
    /// It ends the function right after a loop (`for`, `while`) that returns from inside: the loop returns when it finds
    /// what it looks for, so this is the way out when it found nothing.
    package var followsReturningLoop = false

    /// True when the return belongs to the function itself (not to a closure or nested function in it).
    package var isOwnReturn: Bool { !blocks.contains { $0.kind == .closure || $0.kind == .nestedFunction } }
}

/// An `if` statement just scanned: its last token, whether it ends in `else`, whether it is a lookup (`if let`) whose
/// block returns, and whether its block returns at all (an `if` that tests an error returns on failure: the way on
/// past it is the success, so it doesn't count).
package struct LastIf {
    package let last: Int
    package let hasElse: Bool
    package let returns: Bool
    package let returnsAtAll: Bool
    /// A lookup (`if let`, not of an error) without `else` whose block doesn't return: when it finds nothing, its
    /// work is skipped and the code after it runs all the same.
    package var skipsWhenNotFound = false
    /// It unwraps only set-up values (`FailureWords.setUpValues`) or values as they are (`if let account {`).
    package var unwrapsSetUp = false
}

/// Finds the return statements of a function and the `guard`/`if`/`else`/`do`/`catch`/`switch`
/// blocks around each, from the lexed view.
package struct StatementScanner {
    package let bytes: [UInt8]
    package let view: LexedView
    package var returns: [ReturnStatement] = []
    package var tokens: [Token] { view.tokens }

    package func text(_ i: Int) -> String { String(utf8: bytes, tokens[i].range) }
    package func isWord(_ i: Int, _ word: String) -> Bool { tokens[i].kind == .identifier && view.token(i, is: word, in: bytes) }
    package func isPunct(_ i: Int, _ c: UInt8) -> Bool { tokens[i].kind == .punctuation && bytes[tokens[i].range.lowerBound] == c }
    package func isOpenBrace(_ i: Int) -> Bool { isPunct(i, UInt8(ascii: "{")) }
    package func skip(_ i: Int) -> Int { view.partner[i] > i ? view.partner[i] : i }

    /// The first `{` at this level from `i` (conditions can't hold trailing closures).
    package func nextBrace(from i: Int, limit: Int) -> Int? {
        var j = i
        while j < limit {
            if isOpenBrace(j) { return j }
            j = skip(j) + 1
        }
        return nil
    }

    package mutating func scanFunction(body: ClosedRange<Int>) {
        scan(from: body.lowerBound + 1, to: body.upperBound, blocks: [], functionEnd: body.upperBound)
    }

    func block(_ kind: Block.Kind, _ open: Int, _ close: Int, catchesEverything: Bool = false, head: Range<Int> = 0..<0,
               caughtName: String? = nil) -> Block {
        Block(kind: kind, range: tokens[open].range.lowerBound..<tokens[close].range.upperBound, catchesEverything: catchesEverything,
              head: head, binds: binds(head), caughtName: caughtName)
    }

    /// The head binds a value: any `let` or `var` in it.
    package func binds(_ head: Range<Int>) -> Bool { head.contains { isWord($0, "let") || isWord($0, "var") } }

    /// Each `let`/`var` of the head unwraps a value as it is (`if let glass`, `if let glass = glass`, `= self.glass`:
    /// an optional parameter left out) or a set-up value (`= UserDefaults(suiteName: …)`, `= try? JSONEncoder()…`); one
    /// lookup among them (`let index = items.firstIndex(of: text)`) makes the `if` a lookup.
    package func unwrapsSetUp(_ head: Range<Int>) -> Bool {
        guard let bindings = view.conditionBindings(head, in: bytes), !bindings.isEmpty else { return false }
        return bindings.allSatisfy { $0.asIs || $0.valueHead.map(FailureWords.setUpValues.contains) == true }
    }

    /// Scans statements in tokens `start..<end`.
    package mutating func scan(from start: Int, to end: Int, blocks: [Block], functionEnd: Int) {
        var i = start
        // The last `if` statement seen at this level: its last token, whether it had an else, whether it is a lookup
        // that returned, whether it returned.
        var lastIf: LastIf?
        // The last loop seen at this level, when it returns from inside: its last token.
        var lastReturningLoop: Int?
        while i < end {
            let token = tokens[i]
            if token.kind == .identifier {
                switch text(i) {
                case "return":
                    let at = returns.count
                    i = scanReturn(i, end: end, blocks: blocks, functionEnd: functionEnd, lastIf: lastIf)
                    if let loop = lastReturningLoop, loop == returns[at].returnToken - 1, returns[at].endsFunction {
                        returns[at].followsReturningLoop = true
                    }
                    lastIf = nil
                    continue
                case "guard":
                    if let next = scanGuard(i, end: end, blocks: blocks, functionEnd: functionEnd) { i = next; lastIf = nil; continue }
                case "if":
                    let statement = scanIfStatement(i, end: end, blocks: blocks, functionEnd: functionEnd)
                    lastIf = statement
                    i = statement.last + 1
                    continue
                case "switch":
                    if let open = nextBrace(from: i + 1, limit: end) {
                        let close = view.partner[open]
                        scanSwitch(open, close, blocks: blocks, functionEnd: functionEnd)
                        i = close + 1; lastIf = nil; continue
                    }
                case "do":
                    if i + 1 < end, isOpenBrace(i + 1) {
                        i = scanDo(i + 1, end: end, blocks: blocks, functionEnd: functionEnd); lastIf = nil; continue
                    }
                case "for", "while", "repeat":
                    if let loop = scanLoop(i, end: end, blocks: blocks, functionEnd: functionEnd) {
                        i = loop.close + 1; lastIf = nil
                        lastReturningLoop = loop.returnsItself ? loop.close : nil
                        continue
                    }
                case "func", "init", "get", "set", "didSet", "willSet":
                    // `defaults?.set(…)`, `self.init(…)`: a member called, not a body declared.
                    if !(i > 0 && isPunct(i - 1, UInt8(ascii: "."))), declaresBody(i, end: end), let open = nextBrace(from: i + 1, limit: end) {
                        let close = view.partner[open]
                        scan(from: open + 1, to: close, blocks: blocks + [block(.nestedFunction, open, close)], functionEnd: functionEnd)
                        i = close + 1; lastIf = nil; continue
                    }
                default:
                    break
                }
            }
            if isOpenBrace(i) {
                let close = view.partner[i]
                scan(from: i + 1, to: close, blocks: blocks + [block(.closure, i, close)], functionEnd: functionEnd)
                i = close + 1
            } else if view.partner[i] > i {
                // Closures passed in parentheses or brackets.
                scan(from: i + 1, to: view.partner[i], blocks: blocks, functionEnd: functionEnd)
                i = view.partner[i] + 1
            } else {
                i += 1
            }
        }
    }

    /// The word at `i` starts a body: `func` and `init` always; an accessor (`get`, `set(newValue)`, `didSet`) only when
    /// its brace follows (`get async throws {`), so `set(value)` or `get(key)` called as a function is a call.
    func declaresBody(_ i: Int, end: Int) -> Bool {
        if isWord(i, "func") || isWord(i, "init") { return true }
        var j = i + 1
        if j < end, isPunct(j, UInt8(ascii: "(")), view.partner[j] > j { j = view.partner[j] + 1 }
        while j < end, isWord(j, "async") || isWord(j, "throws") { j += 1 }
        return j < end && isOpenBrace(j)
    }

    /// `guard … else { }` at token `i`; returns the index after its `else` block, or nil when it has none before `end`.
    mutating func scanGuard(_ i: Int, end: Int, blocks: [Block], functionEnd: Int) -> Int? {
        var j = i + 1
        while j < end, !isWord(j, "else") { j = skip(j) + 1 }
        guard j < end, let open = nextBrace(from: j, limit: end) else { return nil }
        let close = view.partner[open]
        scan(from: open + 1, to: close, blocks: blocks + [block(.guardElse, open, close, head: i + 1..<j)], functionEnd: functionEnd)
        return close + 1
    }

    /// The `if` statement at token `i` (with its `else` chain), as the statement after it sees it.
    mutating func scanIfStatement(_ i: Int, end: Int, blocks: [Block], functionEnd: Int) -> LastIf {
        let before = returns.count
        let (last, hasElse) = scanIf(i, end: end, blocks: blocks, functionEnd: functionEnd)
        // Only a lookup (`if let`, `if var`, `if case let`) can silently fall through. One that binds an error
        // (`if let error = await sync()`) returns on failure: falling through is its success.
        let head = nextBrace(from: i + 1, limit: end).map { i + 1..<$0 } ?? i + 1..<i + 1
        let binds = binds(head)
        let bindsError = head.contains { tokens[$0].kind == .identifier && FailureWords.namesAnError(text($0)) }
        let returnsItself = returnsItself(since: before, depth: blocks.count)
        var lastIf = LastIf(last: last, hasElse: hasElse, returns: binds && !bindsError && returnsItself, returnsAtAll: returnsItself && !bindsError)
        lastIf.skipsWhenNotFound = binds && !bindsError && !returnsItself && !hasElse
        lastIf.unwrapsSetUp = unwrapsSetUp(head)
        return lastIf
    }

    /// The `for`, `while` or `repeat` loop at token `i`: its closing brace and whether it returns from inside; nil when
    /// it has no body before `end`.
    mutating func scanLoop(_ i: Int, end: Int, blocks: [Block], functionEnd: Int) -> (close: Int, returnsItself: Bool)? {
        guard let open = nextBrace(from: i + 1, limit: end) else { return nil }
        let close = view.partner[open]
        let before = returns.count
        scan(from: open + 1, to: close, blocks: blocks + [block(.loop, open, close)], functionEnd: functionEnd)
        return (close, returnsItself(since: before, depth: blocks.count))
    }

    /// The returns found since the first `before` include one of the statement's own, not of a closure or a function
    /// inside it (`forEach { … return }`); `depth`: how many blocks are around the statement.
    func returnsItself(since before: Int, depth: Int) -> Bool {
        returns[before...].contains { !$0.blocks.dropFirst(depth).contains { $0.kind == .closure || $0.kind == .nestedFunction } }
    }

    /// `if … { } else if … { } else { }`; returns the last token of the chain and whether it ends in `else`.
    package mutating func scanIf(_ i: Int, end: Int, blocks: [Block], functionEnd: Int) -> (Int, Bool) {
        guard let open = nextBrace(from: i + 1, limit: end) else { return (i, false) }
        let close = view.partner[open]
        // Closures inside the condition (in parentheses).
        scan(from: i + 1, to: open, blocks: blocks, functionEnd: functionEnd)
        scan(from: open + 1, to: close, blocks: blocks + [block(.ifThen, open, close, head: i + 1..<open)], functionEnd: functionEnd)
        guard close + 1 < end, isWord(close + 1, "else") else { return (close, false) }
        if close + 2 < end, isWord(close + 2, "if") {
            let (last, hasElse) = scanIf(close + 2, end: end, blocks: blocks + [block(.elseBlock, close + 2, close + 2)], functionEnd: functionEnd)
            return (last, hasElse)
        }
        guard close + 2 < end, isOpenBrace(close + 2) else { return (close, false) }
        let elseClose = view.partner[close + 2]
        // The else carries the head of its `if`: an else after `if let` is where the lookup found nothing.
        scan(from: close + 3, to: elseClose, blocks: blocks + [block(.elseBlock, close + 2, elseClose, head: i + 1..<open)], functionEnd: functionEnd)
        return (elseClose, true)
    }

    /// `do { } catch … { } …`; returns the index after the last catch.
    mutating func scanDo(_ open: Int, end: Int, blocks: [Block], functionEnd: Int) -> Int {
        let close = view.partner[open]
        var catches: [(open: Int, close: Int, pattern: Range<Int>, bound: String?)] = []
        var catchesEverything = false
        var i = close + 1
        while i < end, isWord(i, "catch"), let catchOpen = nextBrace(from: i + 1, limit: end) {
            let pattern = (i + 1..<catchOpen).map { text($0) }
            let everything = Block.catchesEverything(pattern: pattern)
            // The body is exactly `throw <the caught error>`: what is thrown inside reaches the caller as it was.
            let bound = pattern.isEmpty ? "error" : pattern.count == 2 && (pattern[0] == "let" || pattern[0] == "var") ? pattern[1] : nil
            let body = (catchOpen + 1..<view.partner[catchOpen]).map { text($0) }
            if everything && !(bound != nil && body == ["throw", bound!]) { catchesEverything = true }
            catches.append((catchOpen, view.partner[catchOpen], i + 1..<catchOpen, bound))
            i = view.partner[catchOpen] + 1
        }
        scan(from: open + 1, to: close, blocks: blocks + [block(.doBody, open, close, catchesEverything: catchesEverything)], functionEnd: functionEnd)
        for (catchOpen, catchClose, pattern, bound) in catches {
            scan(from: catchOpen + 1, to: catchClose, blocks: blocks + [block(.catchBlock, catchOpen, catchClose, head: pattern, caughtName: bound)],
                 functionEnd: functionEnd)
        }
        return i
    }

    /// A switch body: each `case …:` / `default:` up to the next label is a `switchCase` block.
    mutating func scanSwitch(_ open: Int, _ close: Int, blocks: [Block], functionEnd: Int) {
        var labels: [(label: Int, bodyStart: Int)] = []
        var i = open + 1
        while i < close {
            if (isWord(i, "case") || isWord(i, "default")) && tokens[i].startsLine || (isWord(i, "case") && i == open + 1) {
                var j = i + 1
                while j < close, !isPunct(j, UInt8(ascii: ":")) { j = skip(j) + 1 }
                labels.append((i, j + 1))
                i = j + 1
                continue
            }
            i = skip(i) + 1
        }
        for (n, label) in labels.enumerated() {
            let bodyEnd = n + 1 < labels.count ? labels[n + 1].label : close
            let head = (label.label + 1)..<max(label.label + 1, label.bodyStart - 1)
            // `case .failure(let error):` of a `Result` is where the error went: a catch of the error it binds (its body,
            // not its label, is what runs there).
            let failure = label.bodyStart < bodyEnd ? Self.failureCaseBinding(head.map { text($0) }) : nil
            let start = failure == nil ? label.label : label.bodyStart
            let range = tokens[start].range.lowerBound..<tokens[bodyEnd - 1].range.upperBound
            var block = Block(kind: failure == nil ? .switchCase : .catchBlock, range: range, catchesEverything: false)
            block.head = head
            block.caughtName = failure
            block.failureCase = failure != nil
            scan(from: label.bodyStart, to: bodyEnd, blocks: blocks + [block], functionEnd: functionEnd)
        }
    }

    /// The name a `Result`'s failure case binds (`.failure(let error)`, `let .failure(error)`, `.failure(var e)`), or nil.
    /// Only a name that says it holds an error (`FailureWords.errorNames`): an app's own `.failure(let message)` or
    /// `.failure(let reasons)` may carry anything, and `throw message` would not compile.
    static func failureCaseBinding(_ words: [String]) -> String? {
        let name: String
        if words.count == 6, words[0] == ".", words[1] == "failure", words[2] == "(", words[3] == "let" || words[3] == "var", words[5] == ")" {
            name = words[4]
        } else if words.count == 6, words[0] == "let", words[1] == ".", words[2] == "failure", words[3] == "(", words[5] == ")" {
            name = words[4]
        } else {
            return nil
        }
        return FailureWords.errorNames.contains(name) ? name : nil
    }

    /// Records a return; returns the index after its expression.
    package mutating func scanReturn(_ i: Int, end: Int, blocks: [Block], functionEnd: Int, lastIf: LastIf?) -> Int {
        var j = i + 1
        var last = i
        while j < end {
            if isPunct(j, UInt8(ascii: ";")) || isPunct(j, UInt8(ascii: "}")) { break }
            if j > i + 1, tokens[j].startsLine, !continues(j) { break }
            if isWord(j, "case") || isWord(j, "default") { break }
            last = skip(j)
            j = last + 1
        }
        let endsFunction = j >= end && end == functionEnd && blocks.isEmpty
        let follows = lastIf.map { $0.last == i - 1 && !$0.hasElse && $0.returns } ?? false
        var statement = ReturnStatement(returnToken: i, lastToken: last, range: tokens[i].range.lowerBound..<tokens[last].range.upperBound,
                                        blocks: blocks, endsFunction: endsFunction, followsIfWithoutElse: follows)
        statement.endsBlockAfterReturningIf = j >= end && (lastIf.map { $0.last == i - 1 && !$0.hasElse && $0.returnsAtAll } ?? false)
        if endsFunction, let lastIf, lastIf.last == i - 1, lastIf.skipsWhenNotFound {
            if lastIf.unwrapsSetUp { statement.followsSkippedSetUp = true } else { statement.followsSkippedLookup = true }
        }
        returns.append(statement)
        return j
    }

    /// The body is one `.result(…)` expression, returned without `return` (`func perform() … { .result(dialog: …) }`):
    /// that return, with the body's `{` standing for the `return` keyword and its range from the `.` on.
    package func implicitResult(body: ClosedRange<Int>) -> ReturnStatement? {
        var i = body.lowerBound + 1
        if i < body.upperBound, isWord(i, "await") { i += 1 }
        guard i + 2 < body.upperBound, isPunct(i, UInt8(ascii: ".")), isWord(i + 1, "result"), isPunct(i + 2, UInt8(ascii: "(")) else { return nil }
        // `.result(…)`, perhaps with a trailing closure, and nothing after it.
        var last = view.partner[i + 2]
        if last + 1 < body.upperBound, isOpenBrace(last + 1) { last = view.partner[last + 1] }
        guard last + 1 == body.upperBound else { return nil }
        // `await .result(…)` keeps its `await` after the stand-in token, as `return await .result(…)` does.
        let stand = body.lowerBound
        return ReturnStatement(returnToken: stand, lastToken: last, range: tokens[stand + 1].range.lowerBound..<tokens[last].range.upperBound,
                               blocks: [], endsFunction: true, followsIfWithoutElse: false)
    }

    /// A token on a new line continues the expression before it (`.result(` on the next line, operators).
    package func continues(_ j: Int) -> Bool {
        // `return`, `try` and `await` also take the expression on the next line.
        if tokens[j - 1].kind == .identifier, ["return", "try", "await"].contains(text(j - 1)) { return true }
        return view.joinsPrevious(j, bytes: bytes)
    }
}

extension FunctionDecl {
    /// The function's return statements (its own and those of closures inside it) with their blocks.
    package func returnStatements(source: SourceText, view: LexedView) -> [ReturnStatement] {
        returnStatements(bytes: source.bytes, view: view)
    }

    package func returnStatements(bytes: [UInt8], view: LexedView) -> [ReturnStatement] {
        guard let bodyTokens else { return [] }
        var scanner = StatementScanner(bytes: bytes, view: view)
        scanner.scanFunction(body: bodyTokens)
        if scanner.returns.isEmpty, let implicit = scanner.implicitResult(body: bodyTokens) { return [implicit] }
        return scanner.returns.sorted { $0.returnToken < $1.returnToken }
    }
}
