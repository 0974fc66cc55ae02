/// Statements and the values locals are given, read once for every reader (`throw-stubs`' signs, the index's text facts).
extension LexedView {
    /// The statement that starts at token `start`, up to `end` at most: the tokens at its own level (a bracketed group is
    /// one step: its opening token) and the token after it (a new line that doesn't continue it, a `;` or a `}`).
    package func statement(from start: Int, before end: Int, bytes: [UInt8]) -> (topLevel: [Int], end: Int) {
        var topLevel: [Int] = []
        var j = start
        repeat {
            topLevel.append(j)
            j = max(j, partner[j]) + 1
        } while j < end && !token(j, is: ";", in: bytes) && !token(j, is: "}", in: bytes) && !(tokens[j].startsLine && !joinsPrevious(j, bytes: bytes))
        return (topLevel, j)
    }

    /// The values the local `name` is given in `body` (a function's body tokens, or a type's) before token `end`: what
    /// follows `=` in `let name = …`, `var name: T = …` and `name = …` (and `self.name = …` for a stored property,
    /// `member`), to the end of each statement (a `guard let`'s `else` is not its value).
    /// With `scoped`, a `let` or `var` declared in a block that closed before `end` is left out: it is another local, out
    /// of sight where the name is used (`guard … else { let dialog = …; return … }` beside the success's own `dialog`).
    package func assignments(of name: String, in body: ClosedRange<Int>, before end: Int, bytes: [UInt8], member: Bool = false,
                             scoped: Bool = false) -> [ClosedRange<Int>] {
        assignments(in: body, before: end, bytes: bytes, member: member, scoped: scoped) { token($0, is: name, in: bytes) }
    }

    /// The declaration whose name is at `head` (after `let` or `var`) is in a block still open at `end`.
    private func inScope(_ head: Int, at end: Int, body: ClosedRange<Int>, bytes: [UInt8]) -> Bool {
        var k = head - 1
        while k > body.lowerBound {
            if token(k, is: "}", in: bytes), partner[k] >= 0, partner[k] < k { k = partner[k] - 1; continue }
            if token(k, is: "{", in: bytes) { return partner[k] < 0 || partner[k] > end }
            k -= 1
        }
        return true
    }

    /// The same for every local whose name token `isName` accepts, in one pass over the body.
    package func assignments(in body: ClosedRange<Int>, before end: Int, bytes: [UInt8], member: Bool = false, scoped: Bool = false,
                             isName: (Int) -> Bool) -> [ClosedRange<Int>] {
        var values: [ClosedRange<Int>] = []
        var i = body.lowerBound + 1
        while i < min(end, body.upperBound) {
            let viaSelf = member && i >= 2 && token(i - 1, is: ".", in: bytes) && token(i - 2, is: "self", in: bytes)
            guard tokens[i].kind == .identifier, viaSelf || !token(i - 1, is: ".", in: bytes), isName(i) else { i += 1; continue }
            // Where the statement starts: `self` in `self.name = …`.
            let head = viaSelf ? i - 2 : i
            var j = i + 1
            if token(j, is: ":", in: bytes) {
                // `var name: T = …`: skip the type annotation.
                j += 1
                while j < end, !token(j, is: "=", in: bytes), !tokens[j].startsLine { j = max(j, partner[j]) + 1 }
            }
            guard j < end, token(j, is: "=", in: bytes),
                  token(head - 1, is: "let", in: bytes) || token(head - 1, is: "var", in: bytes) || tokens[head].startsLine
                    || token(head - 1, is: "{", in: bytes) || token(head - 1, is: ";", in: bytes) else { i += 1; continue }
            if scoped, token(head - 1, is: "let", in: bytes) || token(head - 1, is: "var", in: bytes),
               !inScope(head, at: end, body: body, bytes: bytes) { i += 1; continue }
            let start = j + 1
            let found = statement(from: start, before: end, bytes: bytes)
            var k = found.end
            if let elseToken = found.topLevel.first(where: { token($0, is: "else", in: bytes) }) { k = elseToken }
            if k > start { values.append(start...(k - 1)) }
            i = max(found.end, i + 1)
        }
        return values
    }
}
