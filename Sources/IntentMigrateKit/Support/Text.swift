/// Splitting names and text into lowercase words for whole-word matching.
package enum Words {
    /// `PayDepositIntent` → `pay`, `deposit`, `intent`; `IAPPurchase` → `iap`, `purchase`.
    package static func camelCase(_ name: String) -> [String] {
        if let ascii = asciiCamelCase(name) { return ascii }
        return unicodeCamelCase(name)
    }

    /// `camelCase` by Unicode scalar properties: what any name is split by.
    package static func unicodeCamelCase(_ name: String) -> [String] {
        var words: [String] = []
        var current = ""
        let scalars = Array(name.unicodeScalars)
        for (i, scalar) in scalars.enumerated() {
            let isUpper = scalar.properties.isUppercase
            let isLetterOrDigit = scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
            guard isLetterOrDigit else {
                if !current.isEmpty { words.append(current); current = "" }
                continue
            }
            if isUpper, !current.isEmpty {
                let previousUpper = scalars[i - 1].properties.isUppercase
                let nextLower = i + 1 < scalars.count && scalars[i + 1].properties.isLowercase
                if !previousUpper || nextLower { words.append(current); current = "" }
            }
            current.unicodeScalars.append(scalar)
        }
        if !current.isEmpty { words.append(current) }
        return words.map { $0.lowercased() }
    }

    /// Lowercase words of plain text.
    package static func plain(_ text: String) -> [String] {
        if let ascii = asciiPlain(text) { return ascii }
        return unicodePlain(text)
    }

    /// `plain` by Unicode's letters and numbers: what any text is split by.
    package static func unicodePlain(_ text: String) -> [String] {
        text.lowercased().split { !$0.isLetter && !$0.isNumber }.map(String.init)
    }

    // Names and titles are nearly always ASCII: for them the same words are found on the bytes, without a lookup of
    // Unicode properties per character (the tests compare both ways on every case and a generated corpus).

    @inline(__always) private static func isUpper(_ b: UInt8) -> Bool { b >= 0x41 && b <= 0x5A }
    @inline(__always) private static func isLower(_ b: UInt8) -> Bool { b >= 0x61 && b <= 0x7A }
    @inline(__always) private static func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }
    @inline(__always) private static func lowered(_ bytes: ArraySlice<UInt8>) -> String {
        String(decoding: bytes.map { isUpper($0) ? $0 | 0x20 : $0 }, as: UTF8.self)
    }

    /// `camelCase` of an ASCII name; nil when the name has a byte above 0x7F.
    package static func asciiCamelCase(_ name: String) -> [String]? {
        var name = name
        return name.withUTF8 { utf8 -> [String]? in
            let bytes = Array(utf8)
            guard !bytes.contains(where: { $0 >= 0x80 }) else { return nil }
            var words: [String] = []
            var start: Int?
            for (i, b) in bytes.enumerated() {
                guard isUpper(b) || isLower(b) || isDigit(b) else {
                    if let first = start { words.append(lowered(bytes[first..<i])); start = nil }
                    continue
                }
                if isUpper(b), let first = start {
                    let nextLower = i + 1 < bytes.count && isLower(bytes[i + 1])
                    if !isUpper(bytes[i - 1]) || nextLower { words.append(lowered(bytes[first..<i])); start = i }
                }
                if start == nil { start = i }
            }
            if let first = start { words.append(lowered(bytes[first..<bytes.count])) }
            return words
        }
    }

    /// `plain` of ASCII text; nil when the text has a byte above 0x7F.
    package static func asciiPlain(_ text: String) -> [String]? {
        var text = text
        return text.withUTF8 { utf8 -> [String]? in
            guard !utf8.contains(where: { $0 >= 0x80 }) else { return nil }
            var words: [String] = []
            var start: Int?
            for i in 0..<utf8.count {
                let b = utf8[i]
                if isUpper(b) || isLower(b) || isDigit(b) {
                    if start == nil { start = i }
                } else if let first = start {
                    words.append(lowered(ArraySlice(utf8[first..<i]))); start = nil
                }
            }
            if let first = start { words.append(lowered(ArraySlice(utf8[first..<utf8.count]))) }
            return words
        }
    }
}

extension StringProtocol {
    /// What Foundation's `trimmingCharacters(in: .whitespacesAndNewlines)` (or `.whitespaces` when
    /// `newlines` is false) gives, at a fraction of its cost: only the ends are looked at.
    package func trimmingWhitespace(newlines: Bool = true) -> String {
        // Fast path: printable ASCII at both ends, nothing to trim.
        if let first = first?.asciiValue, let last = last?.asciiValue, first > 0x20, last > 0x20 {
            return String(self)
        }
        // ASCII whitespace at the ends is cut on the bytes; anything else at an end takes the Character path.
        let utf8 = Substring(self).utf8
        func asciiSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || (newlines && (b == 0x0A || b == 0x0D || b == 0x0B || b == 0x0C)) }
        var start = utf8.startIndex, end = utf8.endIndex
        while start < end, asciiSpace(utf8[start]) { start = utf8.index(after: start) }
        while end > start, asciiSpace(utf8[utf8.index(before: end)]) { end = utf8.index(before: end) }
        let cut = Substring(self)[start..<end]
        if let first = cut.utf8.first, let last = cut.utf8.last, first < 0x80, last < 0x80 { return String(cut) }
        if cut.isEmpty { return "" }
        func trims(_ c: Character) -> Bool { c.isWhitespace && (newlines || !c.isNewline) }
        return cut.trimming(trims)
    }

    /// The text without the leading and trailing characters `trims` accepts.
    package func trimming(_ trims: (Character) -> Bool) -> String {
        guard let start = firstIndex(where: { !trims($0) }), let end = lastIndex(where: { !trims($0) }) else { return "" }
        return String(self[start...end])
    }
}

/// Where `word` first starts in `bytes`, at `start` or later: `memchr` for its first byte, `memcmp` for the
/// rest (Foundation's `contains` and `range(of:)` on `String` go through `NSString`). An empty word is at `start`.
package func offset(of word: String, in bytes: UnsafeBufferPointer<UInt8>, from start: Int = 0) -> Int? {
    var word = word
    return word.withUTF8 { w in
        guard let first = w.first else { return start <= bytes.count ? start : nil }
        guard bytes.count >= w.count, let base = bytes.baseAddress else { return nil }
        var offset = start
        while let at = bytes.index(of: first, from: offset, before: bytes.count - w.count + 1) {
            if memcmp(base + at, w.baseAddress!, w.count) == 0 { return at }
            offset = at + 1
        }
        return nil
    }
}

/// `bytes` holds `word` somewhere.
package func bytes(_ bytes: UnsafeBufferPointer<UInt8>, contain word: String) -> Bool { offset(of: word, in: bytes) != nil }

extension String {
    /// The lines that are not empty, each with its 1-based number; a line ends at `\n`, `\r\n` or `\r`.
    package var numberedLines: [(number: Int, text: Substring)] {
        var lines: [(number: Int, text: Substring)] = []
        var number = 1, start = startIndex, i = startIndex
        while i < endIndex {
            let c = self[i]
            // `\r\n` is one Character, so each of the three endings is one step.
            if c == "\n" || c == "\r" || c == "\r\n" {
                if start < i { lines.append((number, self[start..<i])) }
                number += 1
                start = index(after: i)
            }
            i = index(after: i)
        }
        if start < endIndex { lines.append((number, self[start...])) }
        return lines
    }

    /// The text as it may reach a terminal: control characters (other than line feed and tab), DEL and the C1 controls
    /// shown as `\u{1B}`, so a name read from a project file can't move the cursor, recolour or retitle the terminal.
    package var terminalSafe: String {
        guard unicodeScalars.contains(where: String.isUnsafeOnATerminal) else { return self }
        var out = String.UnicodeScalarView()
        for scalar in unicodeScalars {
            if String.isUnsafeOnATerminal(scalar) {
                out.append(contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars)
            } else {
                out.append(scalar)
            }
        }
        return String(out)
    }

    package static func isUnsafeOnATerminal(_ scalar: Unicode.Scalar) -> Bool {
        (scalar.value < 0x20 && scalar != "\n" && scalar != "\t") || (0x7F...0x9F).contains(scalar.value)
    }

    /// `contains(word)` as the kit's code gets it (the standard library's on Linux, Foundation's on macOS, where the kit
    /// imports Foundation), found with `memchr` when the text is ASCII and `word` is ASCII, not empty and has no line
    /// break: there every one of those searches is a byte search. The standard library's costs about ten thousand
    /// instructions a call on a short name, and a pass asks it of every name it reads.
    package func contains(ascii word: String) -> Bool {
        guard !word.isEmpty, utf8.allSatisfy({ $0 < 0x80 }), word.utf8.allSatisfy({ $0 < 0x80 && $0 != 0x0A && $0 != 0x0D }) else {
            return contains(word)
        }
        return mentions(word)
    }

    /// The text holds `word` (compared as bytes).
    package func mentions(_ word: String) -> Bool {
        var text = self
        return text.withUTF8 { IMSupport.bytes($0, contain: word) }
    }
}

extension UnsafeBufferPointer where Element == UInt8 {
    /// The index of the first `byte` at or after `offset` and before `end` (default: the end) with `memchr`,
    /// or nil: the one byte search the line tables, the lexer, the prefilter, the code searches and the
    /// patch writer share.
    @inline(__always) package func index(of byte: UInt8, from offset: Int, before end: Int? = nil) -> Int? {
        let end = end ?? count
        guard offset < end, let base = baseAddress, let hit = memchr(base + offset, Int32(byte), end - offset) else { return nil }
        return UnsafePointer<UInt8>(hit.assumingMemoryBound(to: UInt8.self)) - base
    }
}

/// UTF-8 validation, done once per file so every match can skip PCRE2's own check.
package enum UTF8Validation {
    package static func isValid(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { isValid($0) }
    }

    package static func isValid(_ buffer: UnsafeBufferPointer<UInt8>) -> Bool { firstInvalidOffset(buffer) == nil }

    /// The offset of the first byte that starts no well-formed sequence, or nil when the bytes are UTF-8.
    package static func firstInvalidOffset(_ bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBufferPointer { firstInvalidOffset($0) }
    }

    /// The well-formed sequences of the Unicode standard (table 3-7): no overlong form, no surrogate, nothing
    /// above U+10FFFF. Source code is nearly all ASCII, so runs of it are skipped 32 bytes at a time (then eight), which
    /// the standard library's validation doesn't do (it costs about 2.5 times as much on app sources).
    package static func firstInvalidOffset(_ buffer: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let base = buffer.baseAddress else { return nil }
        let count = buffer.count
        @inline(__always) func continuation(_ i: Int) -> Bool { i < count && base[i] & 0xC0 == 0x80 }
        @inline(__always) func second(_ i: Int, _ range: ClosedRange<UInt8>) -> Bool { i < count && range.contains(base[i]) }
        var i = 0
        while i < count {
            while i + 32 <= count {
                let p = UnsafeRawPointer(base + i)
                let any = p.loadUnaligned(as: UInt64.self) | p.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
                    | p.loadUnaligned(fromByteOffset: 16, as: UInt64.self) | p.loadUnaligned(fromByteOffset: 24, as: UInt64.self)
                guard any & 0x8080_8080_8080_8080 == 0 else { break }
                i += 32
            }
            while i + 8 <= count && UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self) & 0x8080_8080_8080_8080 == 0 { i += 8 }
            guard i < count else { break }
            let lead = base[i]
            switch lead {
            case 0x00...0x7F:
                i += 1
            case 0xC2...0xDF:
                guard continuation(i + 1) else { return i }
                i += 2
            case 0xE0...0xEF:
                let range: ClosedRange<UInt8> = lead == 0xE0 ? 0xA0...0xBF : lead == 0xED ? 0x80...0x9F : 0x80...0xBF
                guard second(i + 1, range), continuation(i + 2) else { return i }
                i += 3
            case 0xF0...0xF4:
                let range: ClosedRange<UInt8> = lead == 0xF0 ? 0x90...0xBF : lead == 0xF4 ? 0x80...0x8F : 0x80...0xBF
                guard second(i + 1, range), continuation(i + 2), continuation(i + 3) else { return i }
                i += 4
            default:
                return i
            }
        }
        return nil
    }
}

/// The closest of `candidates` to a misspelled `word` (at most two edits away, and fewer than half its letters), for a
/// "did you mean" hint; nil when none is close.
package func closest(to word: String, among candidates: [String]) -> String? {
    func distance(_ a: [Character], _ b: [Character]) -> Int {
        var previous = Array(0...b.count)
        for (i, x) in a.enumerated() {
            var current = [i + 1] + Array(repeating: 0, count: b.count)
            for (j, y) in b.enumerated() {
                current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
    let letters = Array(word.lowercased())
    let scored = candidates.map { ($0, distance(letters, Array($0.lowercased()))) }
    guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= 2, best.1 * 2 < letters.count else { return nil }
    return best.0
}

/// "1 file", "3 files": a count and its word, with an "s" when it isn't one.
package func plural(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
