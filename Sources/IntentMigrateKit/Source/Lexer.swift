/// One token of Swift code. Comments are not tokens; string and regex literals are one token each.
///
/// Public, unlike the rest of the lexer: the other modules compare token kinds in their hottest loops, and only a public
/// type's `==` is inlined across modules (as `package`, every comparison is a call: 5% more instructions on a large app).
public struct Token: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        /// A name or keyword (backticked names included).
        case identifier
        /// `@name`; the argument list, if any, follows as ordinary tokens.
        case attribute
        /// `#if`, `#else`, `#available`, `#selector` …
        case pound
        case number
        case string
        case regex
        /// One of `( ) [ ] { } , : ; .` or `\`.
        case punctuation
        /// A run of operator characters such as `=`, `->`, `==`, `?`.
        case `operator`
    }

    public let kind: Kind
    /// A line break separates this token from the one before it (comments in between included).
    public let startsLine: Bool
    // 32-bit offsets keep a token at 12 bytes: files are far below 2 GiB (the lexer refuses larger).
    public var start: Int32
    public var end: Int32

    public var range: Range<Int> { Int(start)..<Int(end) }

    package init(kind: Kind, range: Range<Int>, startsLine: Bool) {
        self.kind = kind
        self.startsLine = startsLine
        start = Int32(truncatingIfNeeded: range.lowerBound)
        end = Int32(truncatingIfNeeded: range.upperBound)
    }

}

/// Why a file can't be migrated safely.
package struct LexError: Error, Equatable, Sendable {
    package let offset: Int
    package let reason: String
}

/// The lexed view of a file: tokens, comment ranges, bracket pairs and the code mask.
package struct LexedView: Sendable {
    package let tokens: [Token]
    /// For each token that opens or closes `(`, `[`, `{`, the index of its partner; -1 elsewhere.
    package let partner: [Int]
    /// Ranges of comments, in order.
    package let comments: [Range<Int>]
    /// The file's bytes with comment text and string/regex contents blanked (line breaks kept):
    /// patterns run on it and every offset is an offset in the original.
    package let mask: [UInt8]

    /// Indices of the tokens that start inside `range` (tokens are in offset order).
    package func tokenIndices(in range: Range<Int>) -> Range<Int> {
        func firstAtOrAfter(_ offset: Int) -> Int {
            var low = 0, high = tokens.count
            while low < high {
                let mid = (low + high) / 2
                if tokens[mid].range.lowerBound < offset { low = mid + 1 } else { high = mid }
            }
            return low
        }
        return firstAtOrAfter(range.lowerBound)..<firstAtOrAfter(range.upperBound)
    }

    /// Lexes `bytes`; an unterminated literal or comment, or unbalanced brackets, is an error.
    package init(_ bytes: [UInt8]) throws(LexError) {
        guard bytes.count < Int(Int32.max) else { throw LexError(offset: 0, reason: "file too large to lex (2 GiB or more)") }
        // The scanner works on raw buffers: no bounds or uniqueness checks per byte.
        var mask = bytes
        var outcome: Result<([Token], [Range<Int>]), LexError> = .success(([], []))
        bytes.withUnsafeBufferPointer { input in
            mask.withUnsafeMutableBufferPointer { output in
                var lexer = Lexer(bytes: input, mask: output)
                do throws(LexError) {
                    try lexer.run()
                    outcome = .success((lexer.tokens, lexer.comments))
                } catch {
                    outcome = .failure(error)
                }
            }
        }
        let (tokens, comments) = try outcome.get()
        try self.init(tokens: tokens, comments: comments, mask: mask, bytes: bytes)
    }

    /// A view from lexed parts; pairs the brackets.
    package init(tokens: [Token], comments: [Range<Int>], mask: [UInt8], bytes: [UInt8]) throws(LexError) {
        self.tokens = tokens
        self.comments = comments
        self.mask = mask
        partner = try LexedView.pairBrackets(tokens: tokens, bytes: bytes)
    }
}

/// The scanner behind `LexedView`. Between two tokens its whole state is `position`, the last token and `sawNewline`:
/// `LexedView.relexed` restarts it at a token on that promise, so any state added here must be added there too (the
/// debug builds compare every relex with a whole lex).
package struct Lexer {
    package let bytes: UnsafeBufferPointer<UInt8>
    package let mask: UnsafeMutableBufferPointer<UInt8>
    package var tokens: [Token] = []
    package var comments: [Range<Int>] = []
    package var position = 0
    package var sawNewline = true
    package let table = Lexer.classTable

    package init(bytes: UnsafeBufferPointer<UInt8>, mask: UnsafeMutableBufferPointer<UInt8>) {
        self.bytes = bytes
        self.mask = mask
        tokens.reserveCapacity(bytes.count / 4)
        comments.reserveCapacity(bytes.count / 512)
    }

    /// The byte at `offset`, or 0 past the end (the literal scanners look ahead with it too).
    func byte(_ offset: Int) -> UInt8 { offset < bytes.count ? bytes[offset] : 0 }

    /// Moves `position` past identifier characters.
    @inline(__always) package mutating func skipIdentifierBody() {
        // A local index (kept in a register), stored back once.
        let count = bytes.count
        var p = position
        while p < count && table[Int(bytes[p])] & Lexer.identifierBodyClass != 0 { p += 1 }
        position = p
    }

    package mutating func emit(_ kind: Token.Kind, _ range: Range<Int>) {
        tokens.append(Token(kind: kind, range: range, startsLine: sawNewline))
        sawNewline = false
    }

    package mutating func blank(_ range: Range<Int>) {
        guard !range.isEmpty else { return }
        // Blank it all, then put back the line breaks (few: most literals and comments are one line).
        memset(mask.baseAddress! + range.lowerBound, 0x20, range.count)
        for lineBreak: UInt8 in [0x0A, 0x0D] {
            var offset = range.lowerBound
            while let found = bytes.index(of: lineBreak, from: offset, before: range.upperBound) {
                mask[found] = lineBreak
                offset = found + 1
            }
        }
    }

    /// Blanks a range known to hold no line break but perhaps a final `\r`.
    package mutating func blankLine(_ range: Range<Int>) {
        guard !range.isEmpty else { return }
        memset(mask.baseAddress! + range.lowerBound, 0x20, range.count)
        if bytes[range.upperBound - 1] == 0x0D { mask[range.upperBound - 1] = 0x0D }
    }

    package mutating func run() throws(LexError) {
        skipPrologue()
        try lex(until: bytes.count)
    }

    /// Skips a byte-order mark and a `#!` line at the start.
    package mutating func skipPrologue() {
        position = 0
        if byte(0) == 0xEF && byte(1) == 0xBB && byte(2) == 0xBF { position = 3 }
        if byte(position) == UInt8(ascii: "#") && byte(1) == UInt8(ascii: "!") {
            while position < bytes.count && bytes[position] != 0x0A { position += 1 }
        }
    }

    /// The offset of the next line break at or after `offset`, or the end.
    @inline(__always) package func lineEnd(from offset: Int) -> Int {
        bytes.index(of: 0x0A, from: offset) ?? bytes.count
    }

    /// Lexes from `position` until it reaches `limit` or later (a token is never cut).
    package mutating func lex(until limit: Int) throws(LexError) {
        while position < limit {
            let b = bytes[position]
            let bits = table[Int(b)]
            if bits & Lexer.identifierHeadClass != 0 {
                let start = position
                position += 1
                skipIdentifierBody()
                emit(.identifier, start..<position)
                continue
            }
            if bits & Lexer.spaceClass != 0 {
                var p = position + 1
                while p < bytes.count && table[Int(bytes[p])] & Lexer.spaceClass != 0 { p += 1 }
                position = p
                continue
            }
            switch b {
            case 0x0A:
                sawNewline = true; position += 1
            case UInt8(ascii: "/") where byte(position + 1) == UInt8(ascii: "/"):
                let start = position
                position = lineEnd(from: position)
                comments.append(start..<position); blankLine(start..<position)
            case UInt8(ascii: "/") where byte(position + 1) == UInt8(ascii: "*"):
                let start = position
                try skipBlockComment()
                comments.append(start..<position); blank(start..<position)
                if bytes[start..<position].contains(0x0A) { sawNewline = true }
            case UInt8(ascii: "\""):
                let start = position
                try scanString(hashes: 0)
                emit(.string, start..<position)
            case UInt8(ascii: "#"):
                try scanPound()
            case UInt8(ascii: "/") where regexCanStart():
                let start = position
                if scanBareRegex() { emit(.regex, start..<position) } else { scanOperator() }
            case UInt8(ascii: "@"):
                let start = position
                position += 1
                skipIdentifierBody()
                emit(.attribute, start..<position)
            case UInt8(ascii: "`"):
                let start = position
                try skipBacktickName()
                emit(.identifier, start..<position)
            case UInt8(ascii: "$"):
                let start = position
                position += 1
                skipIdentifierBody()
                emit(.identifier, start..<position)
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                let start = position
                while position < bytes.count {
                    let c = bytes[position]
                    if Lexer.isIdentifierBody(c) { position += 1; continue }
                    if c == UInt8(ascii: "."), byte(position + 1) >= 0x30, byte(position + 1) <= 0x39 { position += 1; continue }
                    break
                }
                emit(.number, start..<position)
            case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"),
                 UInt8(ascii: "}"), UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: ";"), UInt8(ascii: "."),
                 UInt8(ascii: "\\"):
                emit(.punctuation, position..<position + 1)
                position += 1
            default:
                if Lexer.isOperatorByte(b) {
                    scanOperator()
                } else {
                    // Stray byte (control character): keep it as an operator so nothing is lost.
                    emit(.operator, position..<position + 1)
                    position += 1
                }
            }
        }
    }

    package mutating func skipBlockComment() throws(LexError) {
        let start = position
        var depth = 0
        while position < bytes.count {
            if bytes[position] == UInt8(ascii: "/") && byte(position + 1) == UInt8(ascii: "*") {
                depth += 1; position += 2
            } else if bytes[position] == UInt8(ascii: "*") && byte(position + 1) == UInt8(ascii: "/") {
                depth -= 1; position += 2
                if depth == 0 { return }
            } else {
                position += 1
            }
        }
        throw LexError(offset: start, reason: "block comment never ends")
    }

    package mutating func scanOperator() {
        let start = position
        skipOperator()
        emit(.operator, start..<position)
    }

    /// Moves past an operator: a run of operator bytes, ending before a `//` or `/*` inside it.
    package mutating func skipOperator() {
        let start = position
        while position < bytes.count && Lexer.isOperatorByte(bytes[position]) {
            if bytes[position] == UInt8(ascii: "/") && (byte(position + 1) == UInt8(ascii: "/") || byte(position + 1) == UInt8(ascii: "*")) && position > start { break }
            position += 1
        }
        if position == start { position += 1 }
    }

    /// Moves past a name in backticks, which must close on its line.
    package mutating func skipBacktickName() throws(LexError) {
        let start = position
        position += 1
        while position < bytes.count && bytes[position] != UInt8(ascii: "`") && bytes[position] != 0x0A { position += 1 }
        guard byte(position) == UInt8(ascii: "`") else { throw LexError(offset: start, reason: "unterminated backticked name") }
        position += 1
    }

    /// `#"…"#`, `#/…/#`, `#if`, `#selector`, ….
    package mutating func scanPound() throws(LexError) {
        let start = position
        emit(try skipPound(), start..<position)
    }

    /// Moves past what starts with `#`: a raw string (`.string`), an extended regex (`.regex`), or a `#` word
    /// (`.pound`: `#if`, `#selector`, …; one `#` and the name after it).
    package mutating func skipPound() throws(LexError) -> Token.Kind {
        let start = position
        var hashes = 0
        while byte(position + hashes) == UInt8(ascii: "#") { hashes += 1 }
        let next = byte(position + hashes)
        if next == UInt8(ascii: "\"") {
            position += hashes
            try scanString(hashes: hashes, start: start)
            return .string
        } else if next == UInt8(ascii: "/") {
            position += hashes
            try scanExtendedRegex(hashes: hashes, start: start)
            return .regex
        }
        position += 1
        skipIdentifierBody()
        return .pound
    }
}
