/// Lexing a file again after edits, from the last token before the first edit until the lexer is back in step with the
/// old tokens after the last one: what a pass changed is lexed again, the rest is taken over, moved by the edits' length.
///
/// The lexer's state between two tokens is its position, the token before it (a `/` after it may start a regex) and
/// whether a line break came since: once the lexer has just emitted, past the edits, a token that the old view has at
/// the same place (moved by the edits' length), of the same kind, length and line start, everything after it lexes as it
/// did before. Anything else (an edit before the first token, a lex error, no token to restart from) lexes the whole
/// file, so the result is always the view `LexedView(bytes)` gives (the tests compare both on every stage of every case).
extension LexedView {
    /// The view of `bytes`: this view's text with the bytes `changed` (offsets in this view's text) replaced, the text
    /// `delta` bytes longer (or shorter).
    package func relexed(_ bytes: [UInt8], changed: Range<Int>, delta: Int) throws(LexError) -> LexedView {
        // The last token that ends at or before the first change: lexing restarts at its start.
        var restart = tokenIndices(in: 0..<changed.lowerBound).upperBound
        while restart > 0 && tokens[restart - 1].range.upperBound > changed.lowerBound { restart -= 1 }
        restart -= 1
        guard restart > 0, bytes.count < Int(Int32.max) else { return try LexedView(bytes) }
        let start = tokens[restart].range.lowerBound
        var mask = bytes
        mask.withUnsafeMutableBufferPointer { output in
            self.mask.withUnsafeBufferPointer { old in _ = memcpy(output.baseAddress!, old.baseAddress!, start) }
        }
        var outcome: (tokens: [Token], comments: [Range<Int>], end: Int, resume: Int?)?
        bytes.withUnsafeBufferPointer { input in
            mask.withUnsafeMutableBufferPointer { output in
                var lexer = Lexer(bytes: input, mask: output)
                lexer.tokens = Array(tokens[0..<restart])
                lexer.tokens.reserveCapacity(tokens.count + 16)
                lexer.comments = comments.filter { $0.lowerBound < start }
                lexer.position = start
                lexer.sawNewline = tokens[restart].startsLine
                let changedEnd = changed.upperBound + delta
                do throws(LexError) {
                    while lexer.position < input.count {
                        let count = lexer.tokens.count
                        try lexer.lex(until: lexer.position + 1)
                        guard lexer.tokens.count > count, let token = lexer.tokens.last, token.range.lowerBound >= changedEnd,
                              lexer.position == token.range.upperBound, !lexer.sawNewline,
                              let old = self.token(startingAt: token.range.lowerBound - delta),
                              tokens[old].kind == token.kind, tokens[old].range.count == token.range.count,
                              tokens[old].startsLine == token.startsLine else { continue }
                        outcome = (lexer.tokens, lexer.comments, lexer.position, old + 1)
                        return
                    }
                    outcome = (lexer.tokens, lexer.comments, lexer.position, nil)
                } catch {
                    outcome = nil
                }
            }
        }
        guard let outcome else { return try LexedView(bytes) }
        var newTokens = outcome.tokens, newComments = outcome.comments
        if let resume = outcome.resume {
            // The rest is the old view's, moved.
            let end = outcome.end, oldEnd = end - delta
            newTokens.reserveCapacity(newTokens.count + tokens.count - resume)
            for token in tokens[resume...] {
                newTokens.append(Token(kind: token.kind, range: token.range.lowerBound + delta..<token.range.upperBound + delta, startsLine: token.startsLine))
            }
            for comment in comments.reversed() {
                guard comment.lowerBound >= oldEnd else { break }
                newComments.append(comment.lowerBound + delta..<comment.upperBound + delta)
            }
            newComments[outcome.comments.count...].reverse()
            mask.withUnsafeMutableBufferPointer { output in
                self.mask.withUnsafeBufferPointer { old in
                    _ = memcpy(output.baseAddress! + end, old.baseAddress! + oldEnd, old.count - oldEnd)
                }
            }
        }
        return try LexedView(tokens: newTokens, comments: newComments, mask: mask, bytes: bytes)
    }

    /// The same tokens, comments, mask and bracket pairs.
    package func isSame(as other: LexedView) -> Bool {
        tokens == other.tokens && comments == other.comments && mask == other.mask && partner == other.partner
    }

    /// The index of the token that starts at `offset`, if one does.
    func token(startingAt offset: Int) -> Int? {
        let i = tokenIndices(in: offset..<offset + 1).lowerBound
        return i < tokens.count && tokens[i].range.lowerBound == offset ? i : nil
    }
}
