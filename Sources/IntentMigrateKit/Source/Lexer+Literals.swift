/// String, interpolation and regex literals: the lexer skips them whole as one token each and blanks their contents
/// in the mask.
extension Lexer {
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
