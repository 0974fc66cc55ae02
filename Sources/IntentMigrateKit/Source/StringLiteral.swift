/// Reading the text of a string literal token.
package enum StringLiteral {
    /// What the literal says: escapes resolved (`\"` → `"`), raw strings as written, line breaks as spaces.
    /// Worked on the UTF-8 bytes: every delimiter and escape is ASCII, and other bytes are copied as they are.
    package static func value(_ literal: String) -> String {
        let text = contentBytes(literal)
        if literal.utf8.first == UInt8(ascii: "#") { return String(decoding: text, as: UTF8.self) }
        var out: [UInt8] = []
        out.reserveCapacity(text.count)
        var i = text.startIndex
        while i < text.endIndex {
            let c = text[i]
            i += 1
            guard c == UInt8(ascii: "\\") else { out.append(c); continue }
            guard i < text.endIndex else { break }
            let escaped = text[i]
            i += 1
            switch escaped {
            case UInt8(ascii: "n"), UInt8(ascii: "t"), UInt8(ascii: "r"): out.append(UInt8(ascii: " "))
            case UInt8(ascii: "0"): break
            case UInt8(ascii: "u"):
                var hex: [UInt8] = []
                while i < text.endIndex {
                    let h = text[i]
                    i += 1
                    if h == UInt8(ascii: "}") { break }
                    if h != UInt8(ascii: "{") { hex.append(h) }
                }
                if let code = UInt32(String(decoding: hex, as: UTF8.self), radix: 16), let scalar = Unicode.Scalar(code) {
                    out.append(contentsOf: String(Character(scalar)).utf8)
                }
            default: out.append(escaped)
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The contents between the delimiters of `"…"`, `"""…"""` or `#"…"#` (escapes left as written).
    package static func contents(_ literal: String) -> String {
        String(decoding: contentBytes(literal), as: UTF8.self)
    }

    /// `contents` as UTF-8 bytes.
    package static func contentBytes(_ literal: String) -> ArraySlice<UInt8> {
        var text = ArraySlice(literal.utf8)
        let hash = UInt8(ascii: "#"), quote = UInt8(ascii: "\"")
        while text.first == hash && text.last == hash { text = text.dropFirst().dropLast() }
        func quoted(_ n: Int) -> Bool {
            text.count >= 2 * n && text.prefix(n).allSatisfy { $0 == quote } && text.suffix(n).allSatisfy { $0 == quote }
        }
        if quoted(3) { return text.dropFirst(3).dropLast(3) }
        if quoted(1) { return text.dropFirst().dropLast() }
        return text
    }
}

extension StringLiteral {
    /// The literal holds nothing but white space (`""`, `#""#`, an empty or blank multi-line one): no words of the person's.
    package static func isEmpty(_ literal: String) -> Bool {
        contentBytes(literal).allSatisfy { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
    }

    /// True when the literal interpolates code (`"\\(name)/Sources"`, `#"\\#(x)"#`): its value is computed, not written out.
    package static func hasInterpolation(_ literal: String) -> Bool {
        var hashes = 0
        for byte in literal.utf8 { if byte == UInt8(ascii: "#") { hashes += 1 } else { break } }
        let body = Array(contentBytes(literal))
        var i = 0
        while i < body.count {
            if body[i] == UInt8(ascii: "\\") {
                let after = i + 1 + hashes
                if after < body.count, body[i + 1..<after].allSatisfy({ $0 == UInt8(ascii: "#") }), body[after] == UInt8(ascii: "(") { return true }
                i += 2
                continue
            }
            i += 1
        }
        return false
    }

    /// The literal's text with every interpolation `\( … )` removed (its code is not the dialog's words).
    package static func textWithoutInterpolations(_ literal: String) -> String {
        var out: [UInt8] = []
        walk(literal, text: { out.append($0) }, code: { _ in out.append(UInt8(ascii: " ")) })
        return String(decoding: out, as: UTF8.self)
    }

    /// The words of a literal that is only one interpolation of a localized literal (`"\(String(localized: "Erreur de
    /// date."))"`, `LocalizedStringResource("…")`, `NSLocalizedString("…", comment: …)`): what the person reads, its own
    /// interpolations removed. Nil for any other literal.
    package static func localizedInside(_ literal: String) -> String? {
        guard hasInterpolation(literal) else { return nil }
        let codes = interpolations(literal)
        guard codes.count == 1, textWithoutInterpolations(literal).allSatisfy(\.isWhitespace) else { return nil }
        let code = codes[0].trimmingWhitespace()
        guard ["String(localized:", "LocalizedStringResource(", "NSLocalizedString("].contains(where: { code.hasPrefix($0) }),
              let view = try? LexedView(Array(code.utf8)), let inner = view.tokens.first(where: { $0.kind == .string }) else { return nil }
        return textWithoutInterpolations(String(decoding: Array(code.utf8)[inner.range], as: UTF8.self))
    }

    /// The code of each interpolation `\( … )` in the literal, without its parentheses.
    package static func interpolations(_ literal: String) -> [String] {
        var found: [String] = []
        walk(literal, text: { _ in }, code: { found.append(String(decoding: $0.dropFirst().dropLast(), as: UTF8.self)) })
        return found
    }

    /// Walks the literal's contents: each byte of text (escapes resolved for plain literals), and each interpolation's
    /// `( … )` as one piece. Worked on the UTF-8 bytes: every delimiter is ASCII, and other bytes are copied as they are.
    package static func walk(_ literal: String, text: (UInt8) -> Void, code: (ArraySlice<UInt8>) -> Void) {
        var hashes = 0
        for byte in literal.utf8 { if byte == UInt8(ascii: "#") { hashes += 1 } else { break } }
        let body = Array(contentBytes(literal))
        var i = 0
        while i < body.count {
            // The escape is `\` followed by as many `#` as the literal's delimiter has.
            if body[i] == UInt8(ascii: "\\"), i + 1 + hashes < body.count,
               body[i + 1..<i + 1 + hashes].allSatisfy({ $0 == UInt8(ascii: "#") }) {
                let after = i + 1 + hashes
                if body[after] == UInt8(ascii: "(") {
                    i = skipParenthesized(body, from: after)
                    code(body[after..<i])
                    continue
                }
                if hashes == 0 { text(body[after]); i = after + 1; continue }
            }
            text(body[i])
            i += 1
        }
    }

    /// Index after the `)` that closes the `(` at `start`, skipping nested strings.
    package static func skipParenthesized(_ s: [UInt8], from start: Int) -> Int {
        var depth = 0
        var i = start
        var inString = false
        while i < s.count {
            let c = s[i]
            if inString {
                if c == UInt8(ascii: "\\") { i += 2; continue }
                if c == UInt8(ascii: "\"") { inString = false }
            } else if c == UInt8(ascii: "\"") {
                inString = true
            } else if c == UInt8(ascii: "(") {
                depth += 1
            } else if c == UInt8(ascii: ")") {
                depth -= 1
                if depth == 0 { return i + 1 }
            }
            i += 1
        }
        return s.count
    }
}

/// A name written in an interpolation of a string literal (`"\(Summary.unreadText())"`, `"\(message)"`): what the text
/// shows comes from it, as from a name written outside a literal.
package struct InterpolatedName: Sendable, Equatable {
    package let name: String
    /// Called: `(` follows it.
    package let isCall: Bool
    /// Not a member: no `.` before it (`message`, `unreadText()`, not `.notPaired`).
    package let bare: Bool
    /// A `try` comes before it in the interpolation: the call throws its errors.
    package let tried: Bool
}

extension StringLiteral {
    /// The names the literal's interpolations write, in order, each lexed as Swift (`"\(try store.summary(for: day))"`
    /// → `try`-called `summary`, `day`). Empty for a literal without interpolations, or one whose code doesn't lex.
    /// With `wholeTextOnly`, empty too when the literal has words of its own: `"\(message)"` is the message, where the
    /// name in `"\(name) doesn't have a streak yet"` is only a part of a sentence written out.
    package static func interpolatedNames(_ literal: String, wholeTextOnly: Bool = false) -> [InterpolatedName] {
        guard hasInterpolation(literal), !wholeTextOnly || textWithoutInterpolations(literal).allSatisfy(\.isWhitespace) else { return [] }
        var found: [InterpolatedName] = []
        for code in interpolations(literal) {
            let bytes = Array(code.utf8)
            guard let view = try? LexedView(bytes) else { continue }
            var tried = false
            for (i, token) in view.tokens.enumerated() where token.kind == .identifier {
                if view.token(i, is: "try", in: bytes) { tried = true; continue }
                found.append(InterpolatedName(name: String(utf8: bytes, token.range), isCall: i + 1 < view.tokens.count && view.token(i + 1, is: "(", in: bytes),
                                              bare: i == 0 || !view.token(i - 1, is: ".", in: bytes), tried: tried))
            }
        }
        return found
    }
}
