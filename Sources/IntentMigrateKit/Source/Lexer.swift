/// One token of Swift code. Comments are not tokens; string and regex literals are one token each.
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
    package var start: Int32
    package var end: Int32

    public var range: Range<Int> { Int(start)..<Int(end) }

    public init(kind: Kind, range: Range<Int>, startsLine: Bool) {
        self.kind = kind
        self.startsLine = startsLine
        start = Int32(truncatingIfNeeded: range.lowerBound)
        end = Int32(truncatingIfNeeded: range.upperBound)
    }

}

/// Why a file can't be migrated safely.
public struct LexError: Error, Equatable, Sendable {
    public let offset: Int
    public let reason: String
}

/// The lexed view of a file: tokens, comment ranges, bracket pairs and the code mask.
public struct LexedView: Sendable {
    public let tokens: [Token]
    /// For each token that opens or closes `(`, `[`, `{`, the index of its partner; -1 elsewhere.
    public let partner: [Int]
    /// Ranges of comments, in order.
    public let comments: [Range<Int>]
    /// The file's bytes with comment text and string/regex contents blanked (line breaks kept):
    /// patterns run on it and every offset is an offset in the original.
    public let mask: [UInt8]

    /// Indices of the tokens that start inside `range` (tokens are in offset order).
    public func tokenIndices(in range: Range<Int>) -> Range<Int> {
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
    public init(_ bytes: [UInt8]) throws(LexError) {
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

    /// Brackets nested deeper than this are refused: swiftc stops at 256 levels, and the outline's walk of
    /// nested types would run out of stack long before a file that deep could mean anything.
    package static let maxNesting = 512

    package static func pairBrackets(tokens: [Token], bytes: [UInt8]) throws(LexError) -> [Int] {
        var partner = [Int](repeating: -1, count: tokens.count)
        var tooDeep: Int?
        // The index of an unclosed opener, or where the first mismatch is.
        var problem: (closer: Int?, opener: Int?) = (nil, nil)
        tokens.withUnsafeBufferPointer { tokens in
            bytes.withUnsafeBufferPointer { bytes in
                partner.withUnsafeMutableBufferPointer { partner in
                    withUnsafeTemporaryAllocation(of: Int.self, capacity: max(tokens.count, 1)) { stack in
                        var depth = 0
                        for index in tokens.indices where tokens[index].kind == .punctuation {
                            let byte = bytes[Int(tokens[index].start)]
                            if byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") {
                                stack[depth] = index
                                depth += 1
                                if depth > LexedView.maxNesting { tooDeep = index; return }
                            } else if byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}") {
                                guard depth > 0 else { problem = (index, nil); return }
                                let open = stack[depth - 1]
                                let opener = bytes[Int(tokens[open].start)]
                                guard Lexer.closes(byte, opener) else { problem = (index, open); return }
                                depth -= 1
                                partner[open] = index
                                partner[index] = open
                            }
                        }
                        if depth > 0 { problem = (nil, stack[depth - 1]) }
                    }
                }
            }
        }
        if let tooDeep {
            throw LexError(offset: tokens[tooDeep].range.lowerBound, reason: "brackets nested more than \(LexedView.maxNesting) levels deep")
        }
        func character(_ token: Int) -> Character { Character(UnicodeScalar(bytes[tokens[token].range.lowerBound])) }
        switch problem {
        case (nil, nil):
            return partner
        case (let closer?, nil):
            throw LexError(offset: tokens[closer].range.lowerBound, reason: "unbalanced '\(character(closer))'")
        case (let closer?, let opener?):
            throw LexError(offset: tokens[closer].range.lowerBound,
                           reason: "'\(character(closer))' closes '\(character(opener))' opened at offset \(tokens[opener].range.lowerBound)")
        case (nil, let opener?):
            throw LexError(offset: tokens[opener].range.lowerBound, reason: "'\(character(opener))' is never closed")
        }
    }
}

/// The scanner behind `LexedView`.
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

    private func byte(_ offset: Int) -> UInt8 { offset < bytes.count ? bytes[offset] : 0 }

    /// Byte classes, one table lookup per byte on the hot paths.
    package static let identifierHeadClass: UInt8 = 1, identifierBodyClass: UInt8 = 2, spaceClass: UInt8 = 4
    package static let classes: [UInt8] = (0..<256).map { value in
        let b = UInt8(value)
        var bits: UInt8 = 0
        if (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A) || b == 0x5F || b >= 0x80 { bits |= identifierHeadClass | identifierBodyClass }
        if b >= 0x30 && b <= 0x39 { bits |= identifierBodyClass }
        if b == 0x20 || b == 0x09 || b == 0x0D || b == 0x0B || b == 0x0C { bits |= spaceClass }
        return bits
    }

    /// `classes`, where the hot loops read it without checks (built once, never freed).
    nonisolated(unsafe) static let classTable: UnsafeBufferPointer<UInt8> = {
        let table = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: 256)
        _ = table.initialize(from: classes)
        return UnsafeBufferPointer(table)
    }()

    package static func isIdentifierHead(_ b: UInt8) -> Bool { classes[Int(b)] & identifierHeadClass != 0 }
    package static func isIdentifierBody(_ b: UInt8) -> Bool { classes[Int(b)] & identifierBodyClass != 0 }

    /// Moves `position` past identifier characters.
    @inline(__always) package mutating func skipIdentifierBody() {
        // A local index (kept in a register), stored back once.
        let count = bytes.count
        var p = position
        while p < count && table[Int(bytes[p])] & Lexer.identifierBodyClass != 0 { p += 1 }
        position = p
    }
    package static func isOperatorByte(_ b: UInt8) -> Bool {
        switch b {
        case UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"), UInt8(ascii: "*"),
             UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "|"),
             UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"), UInt8(ascii: "/"):
            return true
        default: return false
        }
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

    /// `closer` closes `opener`: `(`+1 is `)`; `[`+2 is `]`, `{`+2 is `}`.
    package static func closes(_ closer: UInt8, _ opener: UInt8) -> Bool { closer == opener + (opener == UInt8(ascii: "(") ? 1 : 2) }

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

    /// Scans a string literal whose opening quote is at `position` (after any `#`s); blanks its contents.
    package mutating func scanString(hashes: Int, start: Int? = nil) throws(LexError) {
        let literalStart = start ?? position
        let multiline = byte(position + 1) == UInt8(ascii: "\"") && byte(position + 2) == UInt8(ascii: "\"")
        position += multiline ? 3 : 1
        let contentStart = position
        let count = bytes.count
        while position < count {
            // Run past the bytes that neither end the literal nor escape (a local index: most bytes are these).
            var p = position
            while p < count {
                let c = bytes[p]
                if c == UInt8(ascii: "\"") || c == UInt8(ascii: "\\") || c == 0x0A { break }
                p += 1
            }
            position = p
            guard p < count else { break }
            let c = bytes[position]
            if c == 0x0A && !multiline {
                throw LexError(offset: literalStart, reason: "string literal never ends")
            }
            if c == UInt8(ascii: "\\") && hashesFollow(position + 1, hashes) {
                let after = position + 1 + hashes
                if byte(after) == UInt8(ascii: "(") {
                    position = after + 1
                    try skipInterpolation(literalStart: literalStart)
                } else {
                    position = after + 1
                }
                continue
            }
            if c == UInt8(ascii: "\"") {
                if multiline {
                    if byte(position + 1) == UInt8(ascii: "\"") && byte(position + 2) == UInt8(ascii: "\"") && hashesFollow(position + 3, hashes) {
                        blank(contentStart..<position)
                        position += 3 + hashes
                        return
                    }
                } else if hashesFollow(position + 1, hashes) {
                    blank(contentStart..<position)
                    position += 1 + hashes
                    return
                }
            }
            position += 1
        }
        throw LexError(offset: literalStart, reason: "string literal never ends")
    }

    private func hashesFollow(_ offset: Int, _ count: Int) -> Bool {
        var index = 0
        while index < count {
            if byte(offset + index) != UInt8(ascii: "#") { return false }
            index += 1
        }
        return true
    }

    /// Skips the code of `\( … )` up to and including its closing parenthesis.
    package mutating func skipInterpolation(literalStart: Int) throws(LexError) {
        var depth = 1
        while position < bytes.count {
            let c = bytes[position]
            switch c {
            case UInt8(ascii: "("): depth += 1; position += 1
            case UInt8(ascii: ")"):
                depth -= 1; position += 1
                if depth == 0 { return }
            case UInt8(ascii: "\""):
                try scanString(hashes: 0)
            case UInt8(ascii: "#") where byte(position + 1) == UInt8(ascii: "\"") || byte(position + 1) == UInt8(ascii: "#"):
                var hashes = 0
                let start = position
                while byte(position + hashes) == UInt8(ascii: "#") { hashes += 1 }
                if byte(position + hashes) == UInt8(ascii: "\"") {
                    position += hashes
                    try scanString(hashes: hashes, start: start)
                } else {
                    position += hashes
                }
            case UInt8(ascii: "/") where byte(position + 1) == UInt8(ascii: "*"):
                try skipBlockComment()
            default:
                position += 1
            }
        }
        throw LexError(offset: literalStart, reason: "string interpolation never ends")
    }

    package mutating func scanExtendedRegex(hashes: Int, start: Int) throws(LexError) {
        position += 1 // the slash
        let contentStart = position
        while position < bytes.count {
            let c = bytes[position]
            if c == UInt8(ascii: "\\") { position += 2; continue }
            if c == UInt8(ascii: "/") && hashesFollow(position + 1, hashes) {
                blank(contentStart..<position)
                position += 1 + hashes
                return
            }
            if c == 0x0A && hashes == 0 { break }
            position += 1
        }
        throw LexError(offset: start, reason: "regex literal never ends")
    }

    /// Keywords after which an expression (so a regex literal) can start.
    package static let regexKeywords: [[UInt8]] = ["return", "case", "in", "try", "await", "throw", "if", "guard", "while", "where", "else", "let", "var", "some"].map { Array($0.utf8) }

    /// A `/` can open a regex literal where an expression can start.
    package func regexCanStart() -> Bool {
        let next = byte(position + 1)
        if next == 0x20 || next == 0x09 || next == 0x0A || next == 0x0D || next == 0 { return false }
        // At the start of a line Swift reads `/…/` as a regex literal whatever ends the line before
        // (`swiftc -dump-parse` after `)`, `]`, `}`, a number, a name or a string alike).
        guard let previous = tokens.last, !sawNewline else { return true }
        switch previous.kind {
        case .identifier:
            let word = bytes[previous.range]
            return Lexer.regexKeywords.contains { $0.elementsEqual(word) }
        case .number, .string, .regex, .attribute, .pound:
            return false
        case .operator:
            return true
        case .punctuation:
            return Lexer.regexCanFollow(punctuation: bytes[previous.range.lowerBound])
        }
    }

    /// After this punctuation an expression (so a regex literal) can start.
    package static func regexCanFollow(punctuation c: UInt8) -> Bool {
        c == UInt8(ascii: "(") || c == UInt8(ascii: "[") || c == UInt8(ascii: "{") || c == UInt8(ascii: ",")
            || c == UInt8(ascii: ":") || c == UInt8(ascii: ";")
    }

    /// Tries a bare `/…/` regex on this line; on success blanks its contents and moves past it.
    package mutating func scanBareRegex() -> Bool {
        var index = position + 1
        var inClass = false
        while index < bytes.count {
            let c = bytes[index]
            if c == 0x0A || c == 0x0D { return false }
            if c == UInt8(ascii: "\\") { index += 2; continue }
            if c == UInt8(ascii: "[") { inClass = true }
            else if c == UInt8(ascii: "]") { inClass = false }
            else if c == UInt8(ascii: "/") && !inClass {
                if byte(index - 1) == 0x20 { return false }
                blank(position + 1..<index)
                position = index + 1
                return true
            }
            index += 1
        }
        return false
    }
}
