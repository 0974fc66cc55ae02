/// Pairing the brackets of a lexed file: each `(`, `[`, `{` with its closer, or the error that says which one is wrong.
extension LexedView {
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

    /// The index of the `}` that closes the innermost `{ … }` around token `i` (`tokens.count` at the top level): where
    /// a local declared at `i` stops being in scope. Blocks closed before `i` are stepped over by their pairs.
    package func enclosingBlockEnd(of i: Int, bytes: [UInt8]) -> Int {
        var k = i - 1
        while k >= 0 {
            if partner[k] >= 0, partner[k] < k { k = partner[k] - 1; continue }
            if token(k, is: "{", in: bytes), partner[k] > i { return partner[k] }
            k -= 1
        }
        return tokens.count
    }
}

extension Lexer {
    /// `closer` closes `opener`: `(`+1 is `)`; `[`+2 is `]`, `{`+2 is `}`.
    package static func closes(_ closer: UInt8, _ opener: UInt8) -> Bool { closer == opener + (opener == UInt8(ascii: "(") ? 1 : 2) }
}
