#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One replaced span of a text: `range` of the old text became `length` bytes of the new one.
public struct Splice: Sendable, Equatable {
    public let range: Range<Int>
    public let length: Int
    public init(range: Range<Int>, length: Int) {
        self.range = range
        self.length = length
    }
    var delta: Int { length - range.count }
}

extension LexedView {
    /// The same tokens, comments, mask and bracket pairs (debug cross-checks of relexing).
    func sameLexing(as other: LexedView) -> Bool {
        tokens == other.tokens && comments == other.comments && mask == other.mask && partner == other.partner
    }

    /// The view of `bytes`, the text this view was made from with `splices` made (sorted, not overlapping).
    ///
    /// Only the code around each splice is lexed again: lexing restarts at the token before it and stops
    /// at the first token after it that the old view has too, in the same state (same kind, same length,
    /// same line start); the lexer depends on nothing else, so everything after is the old view shifted.
    /// The result equals `LexedView(bytes)` (tests compare the two on random edits).
    public init(bytes: [UInt8], updating old: LexedView, splices: [Splice]) throws(LexError) {
        guard !splices.isEmpty else { self = old; return }
        guard bytes.count < Int(Int32.max) else { throw LexError(offset: 0, reason: "file too large to lex (2 GiB or more)") }
        // The old mask with the same splices: right outside the relexed regions.
        var mask = [UInt8]()
        mask.reserveCapacity(bytes.count)
        var copied = 0
        for splice in splices {
            mask.append(contentsOf: old.mask[copied..<splice.range.lowerBound])
            let start = mask.count
            mask.append(contentsOf: bytes[start..<start + splice.length])
            copied = splice.range.upperBound
        }
        mask.append(contentsOf: old.mask[copied...])

        var outcome: Result<([Token], [Range<Int>]), LexError> = .success(([], []))
        bytes.withUnsafeBufferPointer { input in
            mask.withUnsafeMutableBufferPointer { output in
                var relexer = Relexer(old: old, splices: splices, bytes: input, mask: output)
                do throws(LexError) {
                    try relexer.run()
                    outcome = .success((relexer.lexer.tokens, relexer.lexer.comments))
                } catch {
                    outcome = .failure(error)
                }
            }
        }
        let (tokens, comments) = try outcome.get()
        try self.init(tokens: tokens, comments: comments, mask: mask, bytes: bytes)
    }
}

/// Copies the old view's tokens where the text is unchanged and lexes around the splices.
private struct Relexer {
    let oldTokens: [Token]
    let oldComments: [Range<Int>]
    /// The old text's mask: its line breaks are the old text's.
    let oldMask: [UInt8]
    let splices: [Splice]
    var lexer: Lexer
    /// Next old token and comment to copy.
    var nextToken = 0
    var nextComment = 0

    init(old: LexedView, splices: [Splice], bytes: UnsafeBufferPointer<UInt8>, mask: UnsafeMutableBufferPointer<UInt8>) {
        oldTokens = old.tokens
        oldComments = old.comments
        oldMask = old.mask
        self.splices = splices
        lexer = Lexer(bytes: bytes, mask: mask, reserve: false)
        lexer.tokens.reserveCapacity(old.tokens.count + 64)
        lexer.comments.reserveCapacity(old.comments.count + 8)
        lexer.recordsBlanks = true
    }

    /// Index of the first old token starting at or after `offset`.
    func firstToken(atOrAfter offset: Int) -> Int {
        var low = 0, high = oldTokens.count
        while low < high {
            let mid = (low + high) / 2
            if Int(oldTokens[mid].start) < offset { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// The old token lexing restarts at for a splice (nil: the file's start): the last one starting before
    /// it, or the first on its line if earlier — a `/` may have looked ahead to the line's end for a regex.
    func restartToken(for splice: Splice) -> Int? {
        var lineStart = splice.range.lowerBound
        while lineStart > 0 && oldMask[lineStart - 1] != 0x0A && oldMask[lineStart - 1] != 0x0D { lineStart -= 1 }
        let index = min(firstToken(atOrAfter: splice.range.lowerBound) - 1, firstToken(atOrAfter: lineStart))
        return index >= 0 ? index : nil
    }

    /// Copies old tokens up to `tokenEnd` and old comments ending at or before `offset`, shifted.
    mutating func copy(tokensUpTo tokenEnd: Int, commentsBefore offset: Int, shift: Int) {
        if nextToken < tokenEnd {
            let range = nextToken..<tokenEnd
            if shift == 0 {
                lexer.tokens.append(contentsOf: oldTokens[range])
            } else {
                // One copy, then every offset moved in place (a loop the compiler vectorizes).
                let first = lexer.tokens.count
                lexer.tokens.append(contentsOf: oldTokens[range])
                let delta = Int32(truncatingIfNeeded: shift)
                lexer.tokens.withUnsafeMutableBufferPointer { tokens in
                    for index in first..<tokens.count {
                        tokens[index].start &+= delta
                        tokens[index].end &+= delta
                    }
                }
            }
            nextToken = tokenEnd
        }
        while nextComment < oldComments.count && oldComments[nextComment].upperBound <= offset {
            let comment = oldComments[nextComment]
            lexer.comments.append(comment.lowerBound + shift..<comment.upperBound + shift)
            nextComment += 1
        }
    }

    mutating func run() throws(LexError) {
        var shift = 0 // old offset → new offset, for text before the current splice
        var index = 0
        while index < splices.count {
            // Copy up to the token before the splice, then lex from there.
            let regionStart: Int
            if let restart = restartToken(for: splices[index]) {
                precondition(restart >= nextToken, "relexed regions overlap")
                let restartOld = Int(oldTokens[restart].start)
                copy(tokensUpTo: restart, commentsBefore: restartOld, shift: shift)
                lexer.position = restartOld + shift
                lexer.sawNewline = oldTokens[restart].startsLine
                regionStart = lexer.position
            } else {
                // Before the first token: lex from the start of the file.
                precondition(nextToken == 0, "relexed regions overlap")
                lexer.skipPrologue()
                lexer.sawNewline = true
                regionStart = 0
            }
            // Skip the old tokens and comments of the relexed region as the lexer passes them.
            var current = index
            var after = shift + splices[current].delta
            var resynced = false
            while lexer.position < lexer.bytes.count {
                let before = lexer.tokens.count
                try lexer.lex(until: lexer.position + 1)
                // Swallow every splice the lexer has reached.
                while current + 1 < splices.count && lexer.position > splices[current + 1].range.lowerBound + after {
                    current += 1
                    after += splices[current].delta
                }
                guard lexer.tokens.count > before, let token = lexer.tokens.last else { continue }
                let spliceEnd = splices[current].range.lowerBound + shiftBefore(current, after) + splices[current].length
                guard Int(token.start) >= spliceEnd else { continue }
                // The token must lie wholly before the next splice, with a token of the old view between.
                let oldStart = Int(token.start) - after
                if current + 1 < splices.count && Int(token.end) - after > splices[current + 1].range.lowerBound { continue }
                let match = firstToken(atOrAfter: oldStart)
                guard match < oldTokens.count, Int(oldTokens[match].start) == oldStart else { continue }
                let old = oldTokens[match]
                guard old.kind == token.kind, old.end - old.start == token.end - token.start, old.startsLine == token.startsLine else { continue }
                if current + 1 < splices.count, let next = restartToken(for: splices[current + 1]), next <= match { continue }
                // Same state as the old lexer after `match`: the rest is the old view, shifted.
                nextToken = match + 1
                while nextComment < oldComments.count && oldComments[nextComment].lowerBound < Int(old.end) { nextComment += 1 }
                resynced = true
                break
            }
            restoreMask(from: regionStart, to: lexer.position)
            shift = after
            index = current + 1
            if !resynced {
                nextToken = oldTokens.count
                nextComment = oldComments.count
                return
            }
        }
        copy(tokensUpTo: oldTokens.count, commentsBefore: .max, shift: shift)
    }

    /// The shift before splice `current`, given the shift after it.
    func shiftBefore(_ current: Int, _ after: Int) -> Int { after - splices[current].delta }

    /// Puts the new text back in the mask over a relexed region, then blanks what the lexer blanked.
    mutating func restoreMask(from start: Int, to end: Int) {
        if end > start {
            memcpy(lexer.mask.baseAddress! + start, lexer.bytes.baseAddress! + start, end - start)
        }
        let recorded = lexer.blanks
        lexer.blanks.removeAll(keepingCapacity: true)
        lexer.recordsBlanks = false
        for (range, line) in recorded {
            if line { lexer.blankLine(range) } else { lexer.blank(range) }
        }
        lexer.recordsBlanks = true
    }
}
