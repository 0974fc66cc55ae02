#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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
    var start: Int32
    var end: Int32

    public var range: Range<Int> { Int(start)..<Int(end) }

    public init(kind: Kind, range: Range<Int>, startsLine: Bool) {
        self.kind = kind
        self.startsLine = startsLine
        start = Int32(truncatingIfNeeded: range.lowerBound)
        end = Int32(truncatingIfNeeded: range.upperBound)
    }

    /// The same token `delta` bytes later.
    func shifted(by delta: Int) -> Token {
        Token(kind: kind, startsLine: startsLine, start: start + Int32(truncatingIfNeeded: delta), end: end + Int32(truncatingIfNeeded: delta))
    }

    private init(kind: Kind, startsLine: Bool, start: Int32, end: Int32) {
        self.kind = kind
        self.startsLine = startsLine
        self.start = start
        self.end = end
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
    public init(_ bytes: [UInt8]) throws(LexError) { try self.init(bytes, skimming: false) }

    /// Lexes `bytes`, but makes no tokens inside braces that aren't type bodies (function bodies, accessors,
    /// closures), nor inside type bodies that declare no type and no member `TreeIndex` is asked about, apart
    /// from the braces themselves and `#if`/`#else`/`#endif`: the types the outline finds, what the index
    /// learns from them, what can be hollowed, the mask, the comments and whether the file lexes at all are
    /// those of a full lex; what the passes read inside bodies is not there. For the first scan of a large
    /// file, which only collects the index's facts and what can be hollowed.
    static func skimming(_ bytes: [UInt8]) throws(LexError) -> LexedView { try LexedView(bytes, skimming: true) }

    private init(_ bytes: [UInt8], skimming: Bool) throws(LexError) {
        guard bytes.count < Int(Int32.max) else { throw LexError(offset: 0, reason: "file too large to lex (2 GiB or more)") }
        // The scanner works on raw buffers: no bounds or uniqueness checks per byte.
        var mask = bytes
        var outcome: Result<([Token], [Range<Int>]), LexError> = .success(([], []))
        bytes.withUnsafeBufferPointer { input in
            mask.withUnsafeMutableBufferPointer { output in
                var lexer = Lexer(bytes: input, mask: output, reserve: true, skims: skimming)
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
    init(tokens: [Token], comments: [Range<Int>], mask: [UInt8], bytes: [UInt8]) throws(LexError) {
        self.tokens = tokens
        self.comments = comments
        self.mask = mask
        partner = try LexedView.pairBrackets(tokens: tokens, bytes: bytes)
    }

    static func pairBrackets(tokens: [Token], bytes: [UInt8]) throws(LexError) -> [Int] {
        var partner = [Int](repeating: -1, count: tokens.count)
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
struct Lexer {
    let bytes: UnsafeBufferPointer<UInt8>
    let mask: UnsafeMutableBufferPointer<UInt8>
    var tokens: [Token] = []
    var comments: [Range<Int>] = []
    var position = 0
    var sawNewline = true
    /// Relexing: blanked ranges are recorded here instead of written (the caller resets the mask first).
    var recordsBlanks = false
    var blanks: [(range: Range<Int>, line: Bool)] = []
    let table = Lexer.classTable
    /// Skims: braces that aren't type bodies are passed over without tokens (see `LexedView.skimming`).
    let skims: Bool
    /// `skipBody`'s bracket stack, kept between bodies.
    var skimStack: [UInt8] = []
    /// What `skipBody` noted of a type body's declaration text (kept between bodies).
    var declarationText: [Range<Int>] = []

    init(bytes: UnsafeBufferPointer<UInt8>, mask: UnsafeMutableBufferPointer<UInt8>, reserve: Bool = true, skims: Bool = false) {
        self.bytes = bytes
        self.mask = mask
        self.skims = skims
        if reserve {
            tokens.reserveCapacity(skims ? bytes.count / 16 : bytes.count / 4)
            comments.reserveCapacity(bytes.count / 512)
        }
    }

    private func byte(_ offset: Int) -> UInt8 { offset < bytes.count ? bytes[offset] : 0 }

    /// Byte classes, one table lookup per byte on the hot paths.
    static let identifierHeadClass: UInt8 = 1, identifierBodyClass: UInt8 = 2, spaceClass: UInt8 = 4
    static let classes: [UInt8] = (0..<256).map { value in
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

    static func isIdentifierHead(_ b: UInt8) -> Bool { classes[Int(b)] & identifierHeadClass != 0 }
    static func isIdentifierBody(_ b: UInt8) -> Bool { classes[Int(b)] & identifierBodyClass != 0 }

    /// Moves `position` past identifier characters.
    @inline(__always) mutating func skipIdentifierBody() {
        // A local index (kept in a register), stored back once.
        let count = bytes.count
        var p = position
        while p < count && table[Int(bytes[p])] & Lexer.identifierBodyClass != 0 { p += 1 }
        position = p
    }
    static func isOperatorByte(_ b: UInt8) -> Bool {
        switch b {
        case UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"), UInt8(ascii: "*"),
             UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "|"),
             UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"), UInt8(ascii: "/"):
            return true
        default: return false
        }
    }

    mutating func emit(_ kind: Token.Kind, _ range: Range<Int>) {
        tokens.append(Token(kind: kind, range: range, startsLine: sawNewline))
        sawNewline = false
    }

    mutating func blank(_ range: Range<Int>) {
        if recordsBlanks { blanks.append((range, false)); return }
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
    mutating func blankLine(_ range: Range<Int>) {
        guard !range.isEmpty else { return }
        if recordsBlanks { blanks.append((range, true)); return }
        memset(mask.baseAddress! + range.lowerBound, 0x20, range.count)
        if bytes[range.upperBound - 1] == 0x0D { mask[range.upperBound - 1] = 0x0D }
    }

    mutating func run() throws(LexError) {
        skipPrologue()
        try lex(until: bytes.count)
    }

    /// Skips a byte-order mark and a `#!` line at the start.
    mutating func skipPrologue() {
        position = 0
        if byte(0) == 0xEF && byte(1) == 0xBB && byte(2) == 0xBF { position = 3 }
        if byte(position) == UInt8(ascii: "#") && byte(1) == UInt8(ascii: "!") {
            while position < bytes.count && bytes[position] != 0x0A { position += 1 }
        }
    }

    /// The offset of the next line break at or after `offset`, or the end.
    @inline(__always) func lineEnd(from offset: Int) -> Int {
        bytes.index(of: 0x0A, from: offset) ?? bytes.count
    }

    /// Lexes from `position` until it reaches `limit` or later (a token is never cut).
    mutating func lex(until limit: Int) throws(LexError) {
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
                if skims, b == UInt8(ascii: "{") {
                    if let keyword = typeKeyword() {
                        // A header naming what the index is for (`: AppIntent`, `…Entity`): the body is read.
                        let header = UnsafeBufferPointer(rebasing: bytes[Int(tokens[keyword].start)..<position - 1])
                        if !Lexer.headerWords.wants(header) { try skimTypeBody() }
                    } else {
                        try skipBody()
                    }
                }
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

    mutating func skipBlockComment() throws(LexError) {
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

    mutating func scanOperator() {
        let start = position
        skipOperator()
        emit(.operator, start..<position)
    }

    /// Moves past an operator: a run of operator bytes, ending before a `//` or `/*` inside it.
    mutating func skipOperator() {
        let start = position
        while position < bytes.count && Lexer.isOperatorByte(bytes[position]) {
            if bytes[position] == UInt8(ascii: "/") && (byte(position + 1) == UInt8(ascii: "/") || byte(position + 1) == UInt8(ascii: "*")) && position > start { break }
            position += 1
        }
        if position == start { position += 1 }
    }

    /// Moves past a name in backticks, which must close on its line.
    mutating func skipBacktickName() throws(LexError) {
        let start = position
        position += 1
        while position < bytes.count && bytes[position] != UInt8(ascii: "`") && bytes[position] != 0x0A { position += 1 }
        guard byte(position) == UInt8(ascii: "`") else { throw LexError(offset: start, reason: "unterminated backticked name") }
        position += 1
    }

    /// `closer` closes `opener`: `(`+1 is `)`; `[`+2 is `]`, `{`+2 is `}`.
    static func closes(_ closer: UInt8, _ opener: UInt8) -> Bool { closer == opener + (opener == UInt8(ascii: "(") ? 1 : 2) }

    /// `#"…"#`, `#/…/#`, `#if`, `#selector`, ….
    mutating func scanPound() throws(LexError) {
        let start = position
        emit(try skipPound(), start..<position)
    }

    /// Moves past what starts with `#`: a raw string (`.string`), an extended regex (`.regex`), or a `#` word
    /// (`.pound`: `#if`, `#selector`, …; one `#` and the name after it).
    mutating func skipPound() throws(LexError) -> Token.Kind {
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
    mutating func scanString(hashes: Int, start: Int? = nil) throws(LexError) {
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
    mutating func skipInterpolation(literalStart: Int) throws(LexError) {
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

    mutating func scanExtendedRegex(hashes: Int, start: Int) throws(LexError) {
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
    static let regexKeywords: [[UInt8]] = ["return", "case", "in", "try", "await", "throw", "if", "guard", "while", "where", "else", "let", "var", "some"].map { Array($0.utf8) }

    /// A `/` can open a regex literal where an expression can start.
    func regexCanStart() -> Bool {
        let next = byte(position + 1)
        if next == 0x20 || next == 0x09 || next == 0x0A || next == 0x0D || next == 0 { return false }
        guard let previous = tokens.last else { return true }
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
    static func regexCanFollow(punctuation c: UInt8) -> Bool {
        c == UInt8(ascii: "(") || c == UInt8(ascii: "[") || c == UInt8(ascii: "{") || c == UInt8(ascii: ",")
            || c == UInt8(ascii: ":") || c == UInt8(ascii: ";")
    }

    /// Tries a bare `/…/` regex on this line; on success blanks its contents and moves past it.
    mutating func scanBareRegex() -> Bool {
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

    // MARK: Skimming

    /// The `{` just emitted may open a type body when a type keyword (`struct`, `class`, `enum`, `actor`,
    /// `protocol`, `extension`) comes before it at its own bracket depth with no brace in between (the outline
    /// finds a type's body the same way): that keyword's token index, else nil. Anything else, even a
    /// brace the outline won't descend into after all, only costs the skim its savings. (The search does not stop at
    /// `func`, `var` and the like: the outline takes whatever lies between a type keyword and the next brace as that
    /// type's header, even code no valid header holds, and the skim must read such a file as the outline does.)
    func typeKeyword() -> Int? {
        var depth = 0
        var i = tokens.count - 2
        while i >= 0 {
            let token = tokens[i]
            if token.kind == .punctuation {
                switch bytes[Int(token.start)] {
                case UInt8(ascii: ")"), UInt8(ascii: "]"): depth += 1
                case UInt8(ascii: "("), UInt8(ascii: "["):
                    depth -= 1
                    if depth < 0 { return nil }
                case UInt8(ascii: "{"), UInt8(ascii: "}"): if depth == 0 { return nil }
                default: break
                }
            } else if depth == 0, token.kind == .identifier,
                      Keyword.classify(UnsafeBufferPointer(rebasing: bytes[Int(token.start)..<Int(token.end)])).typeKind != nil {
                return i
            }
            i -= 1
        }
        return nil
    }

    /// The type body whose `{` was just emitted is passed over like a function body (see `skipBody`) when its
    /// declaration text names none of `Lexer.typeBodyWords` and its `#if`s close inside it: then it declares no type and no
    /// member the index is asked about, and the outline, the index and the hollowing read nothing in it but the
    /// directives (kept, as in any skipped body; balanced, they leave the conditions after it as they were).
    /// Otherwise what the pass-over made is dropped and the body is lexed on (the mask it blanked is what
    /// lexing blanks).
    mutating func skimTypeBody() throws(LexError) {
        let open = position - 1
        let (tokenCount, commentCount, newline) = (tokens.count, comments.count, sawNewline)
        declarationText = []
        try skipBody(notingDeclarationText: true)
        // The pass-over made tokens of the body's directives and its closing brace, nothing else.
        var balance = DirectiveBalance()
        for i in tokenCount..<tokens.count { if let directive = Directive(bytes[tokens[i].range]) { balance.add(directive) } }
        guard namesTypeBodyWord(outside: comments[commentCount...]) || !balance.isBalanced else { return }
        tokens.removeSubrange(tokenCount...)
        comments.removeSubrange(commentCount...)
        (position, sawNewline) = (open + 1, newline)
    }

    /// `namesTypeBodyWord` in the declaration text outside `comments` (the body's, in order): a comment declares
    /// nothing, and most of a type's declaration text is often its documentation.
    func namesTypeBodyWord(outside comments: ArraySlice<Range<Int>>) -> Bool {
        var comment = comments.startIndex
        for text in declarationText {
            var start = text.lowerBound
            while comment < comments.endIndex && comments[comment].lowerBound < text.upperBound {
                let skipped = comments[comment]
                comment += 1
                guard skipped.upperBound > start else { continue }
                if skipped.lowerBound > start && namesTypeBodyWord(start..<skipped.lowerBound) { return true }
                start = skipped.upperBound
            }
            if start < text.upperBound && namesTypeBodyWord(start..<text.upperBound) { return true }
        }
        return false
    }

    /// A word in `range` (a run of letters, digits and `_`, whole) is a type keyword or a member name `TreeIndex`
    /// is asked about: the declaration text of a type body (`skipBody`) holds the keywords of the types it
    /// declares and the names of its members, so one that names none of them declares nothing the index keeps.
    /// (Words in literals count too, and words glued to a neighbour in a longer run of bytes don't: a false hit
    /// only costs the skim its savings.)
    func namesTypeBodyWord(_ range: Range<Int>) -> Bool {
        let words = Lexer.typeBodyWordTable
        var p = range.lowerBound
        let end = range.upperBound
        // At a word's first byte: the previous byte isn't part of a word.
        var atStart = p == 0 || table[Int(bytes[p - 1])] & Lexer.identifierBodyClass == 0
        while p < end {
            let isWord = table[Int(bytes[p])] & Lexer.identifierBodyClass != 0
            guard isWord, atStart else { atStart = !isWord; p += 1; continue }
            let start = p
            repeat { p += 1 } while p < end && table[Int(bytes[p])] & Lexer.identifierBodyClass != 0
            // Most words differ from every one looked for in length or first byte: one table read each.
            let length = p - start
            guard length < Lexer.typeBodyWordLimit else { continue }
            let index = Int(words[length &* 128 &+ Int(bytes[start] & 0x7F)])
            if index != 0 && bytes[p - 1] == Lexer.typeBodyWords[index - 1].last! {
                let word = Lexer.typeBodyWords[index - 1]
                if memcmp(bytes.baseAddress! + start, word, length) == 0 { return true }
            }
        }
        return false
    }

    /// The words `namesTypeBodyWord` looks for: the type keywords and `TreeIndex.membersAsked`.
    static let typeBodyWords: [[UInt8]] = (TypeDecl.Kind.allCases.map(\.rawValue) + TreeIndex.membersAsked).map { Array($0.utf8) }
    static let typeBodyWordLimit = typeBodyWords.map(\.count).max()! + 1
    /// Length × 128 + first byte → 1 + the index of the word of that length and first byte, or 0 (no two
    /// words share both; built once, never freed).
    nonisolated(unsafe) static let typeBodyWordTable: UnsafeBufferPointer<UInt8> = {
        let table = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: typeBodyWordLimit * 128)
        table.initialize(repeating: 0)
        for (i, word) in typeBodyWords.enumerated() {
            let slot = word.count * 128 + Int(word[0] & 0x7F)
            precondition(table[slot] == 0, "two words of one length and first byte")
            table[slot] = UInt8(i + 1)
        }
        return UnsafeBufferPointer(table)
    }()
    /// A type whose header holds one of these (`: AppIntent`, `AlbumEntity`) has its body read without trying
    /// to pass over it: such a body nearly always declares a member the index is asked about (`perform`).
    static let headerWords = Prefilter(words: TreeIndex.triggerWords)

    /// Bytes that matter inside a skimmed body: brackets, and what starts a literal, a comment or a name in backticks.
    nonisolated(unsafe) static let skimTable: UnsafeBufferPointer<Bool> = {
        let table = UnsafeMutableBufferPointer<Bool>.allocate(capacity: 256)
        table.initialize(repeating: false)
        for c in "{}()[]\"#/`".utf8 { table[Int(c)] = true }
        return UnsafeBufferPointer(table)
    }()

    /// Passes over the body whose `{` was just emitted, up to and including its `}` (emitted): literals and
    /// comments are blanked and recorded as in a full lex, brackets are checked, `#if`-family directives
    /// are kept as tokens; nothing else becomes a token.
    /// With `notingDeclarationText`, the body's text outside the braces nested in it goes to `declarationText`.
    mutating func skipBody(notingDeclarationText: Bool = false) throws(LexError) {
        let open = position - 1
        // Braces open (this body's counts), and where the current run of declaration text started.
        var braces = 1, textStart = position
        // The brackets open inside the body (reused from body to body: no allocation per body).
        var stack = skimStack
        skimStack = []
        defer { stack.removeAll(keepingCapacity: true); skimStack = stack }
        stack.append(UInt8(ascii: "{"))
        // Where the last string or regex literal ended (a comment is found in `comments`).
        var literalEnd = -1
        let skimTable = Lexer.skimTable
        let count = bytes.count
        while position < count {
            // Most bytes matter to nothing here: run past them with a local index, four at a time.
            var p = position
            while p + 4 <= count, !skimTable[Int(bytes[p])], !skimTable[Int(bytes[p + 1])], !skimTable[Int(bytes[p + 2])],
                  !skimTable[Int(bytes[p + 3])] { p += 4 }
            while p < count, !skimTable[Int(bytes[p])] { p += 1 }
            position = p
            guard p < count else { break }
            let b = bytes[p]
            switch b {
            case UInt8(ascii: "{"), UInt8(ascii: "("), UInt8(ascii: "["):
                stack.append(b)
                if notingDeclarationText && b == UInt8(ascii: "{") {
                    if braces == 1 { declarationText.append(textStart..<position) }
                    braces += 1
                }
                position += 1
            case UInt8(ascii: "}"), UInt8(ascii: ")"), UInt8(ascii: "]"):
                let opener = stack.removeLast()
                guard Lexer.closes(b, opener) else {
                    throw LexError(offset: position, reason: "unbalanced '\(Character(UnicodeScalar(b)))'")
                }
                if notingDeclarationText && b == UInt8(ascii: "}") {
                    braces -= 1
                    if braces == 1 { textStart = position + 1 }
                }
                if stack.isEmpty {
                    if notingDeclarationText { declarationText.append(textStart..<position) }
                    tokens.append(Token(kind: .punctuation, range: position..<position + 1, startsLine: lineBreakBefore(position, after: open)))
                    sawNewline = false
                    position += 1
                    return
                }
                position += 1
            case UInt8(ascii: "\""):
                try scanString(hashes: 0)
                literalEnd = position
            case UInt8(ascii: "#"):
                let start = position
                if try skipPound() != .pound {
                    literalEnd = position
                } else if Directive(UnsafeBufferPointer(rebasing: bytes[start..<position])) != nil {
                    tokens.append(Token(kind: .pound, range: start..<position, startsLine: lineBreakBefore(start, after: open)))
                }
            case UInt8(ascii: "`"):
                try skipBacktickName()
            default: // "/"
                let start = position
                let next = byte(position + 1)
                if next == UInt8(ascii: "/") {
                    position = lineEnd(from: position)
                    comments.append(start..<position); blankLine(start..<position)
                } else if next == UInt8(ascii: "*") {
                    try skipBlockComment()
                    comments.append(start..<position); blank(start..<position)
                } else if Lexer.isOperatorByte(bytes[position - 1]) && position - 1 != literalEnd - 1 && !endsComment(position) {
                    // Inside an operator that started before it (`+/`, `=/`): a full lex would have taken it along.
                    position += 1
                } else if skimRegexCanStart(literalEnd: literalEnd), scanBareRegex() {
                    literalEnd = position
                } else {
                    skipOperator()
                }
            }
        }
        throw LexError(offset: open, reason: "'{' is never closed")
    }

    /// A comment ends right before `offset`.
    func endsComment(_ offset: Int) -> Bool { comments.last?.upperBound == offset }

    /// Reads backwards from `offset` over blanks and comments to the last byte of the token before it (past
    /// `after`): that byte, or nil when none comes first, and whether a line break (or a comment holding one)
    /// lies in between.
    func tokenBefore(_ offset: Int, after: Int = -1) -> (end: Int?, lineBreak: Bool) {
        var p = offset - 1
        var comment = comments.count - 1
        var lineBreak = false
        while p > after {
            if comment >= 0, comments[comment].upperBound == p + 1 {
                let range = comments[comment]
                if bytes.index(of: 0x0A, from: range.lowerBound, before: range.upperBound) != nil { lineBreak = true }
                p = range.lowerBound - 1
                comment -= 1
                continue
            }
            while comment >= 0, comments[comment].lowerBound > p { comment -= 1 }
            let c = bytes[p]
            if c == 0x0A { lineBreak = true } else if table[Int(c)] & Lexer.spaceClass == 0 { return (p, lineBreak) }
            p -= 1
        }
        return (nil, lineBreak)
    }

    /// A line break separates `offset` from the token before it, which is past `after`.
    func lineBreakBefore(_ offset: Int, after: Int) -> Bool { tokenBefore(offset, after: after).lineBreak }

    /// `regexCanStart` inside a skimmed body, where there are no tokens: the token before is read backwards
    /// from its last byte. `literalEnd`: where the last string or regex literal in the body ended.
    func skimRegexCanStart(literalEnd: Int) -> Bool {
        let next = byte(position + 1)
        if next == 0x20 || next == 0x09 || next == 0x0A || next == 0x0D || next == 0 { return false }
        guard let last = tokenBefore(position).end else { return true }
        if last == literalEnd - 1 { return false } // a string or regex
        let c = bytes[last]
        if table[Int(c)] & Lexer.identifierBodyClass != 0 {
            var first = last
            while first > 0, table[Int(bytes[first - 1])] & Lexer.identifierBodyClass != 0, first != literalEnd { first -= 1 }
            if bytes[first] >= 0x30 && bytes[first] <= 0x39 { return false } // a number
            if first > 0, first != literalEnd {
                let before = bytes[first - 1]
                // `@name`, `#name`, `$name`: an attribute, a pound word, a `$` name (never a keyword).
                if before == UInt8(ascii: "@") || before == UInt8(ascii: "#") || before == UInt8(ascii: "$") { return false }
            }
            let word = bytes[first...last]
            return Lexer.regexKeywords.contains { $0.elementsEqual(word) }
        }
        switch c {
        case UInt8(ascii: "`"), UInt8(ascii: "\""), UInt8(ascii: "#"): return false // a name in backticks, a literal's end
        case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "}"),
             UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: ";"), UInt8(ascii: "."), UInt8(ascii: "\\"):
            return Lexer.regexCanFollow(punctuation: c)
        default:
            return true // an operator, or a stray byte (a one-byte operator)
        }
    }
}
