#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Splitting names and text into lowercase words for whole-word matching.
public enum Words {
    /// `PayDepositIntent` → `pay`, `deposit`, `intent`; `IAPPurchase` → `iap`, `purchase`.
    public static func camelCase(_ name: String) -> [String] {
        if name.utf8.allSatisfy({ $0 < 0x80 }) { return asciiCamelCase(Array(name.utf8)) }
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

    /// `camelCase` for ASCII names, on the bytes (Unicode property lookups are slow per letter).
    static func asciiCamelCase(_ bytes: [UInt8]) -> [String] {
        func upper(_ b: UInt8) -> Bool { b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z") }
        func lower(_ b: UInt8) -> Bool { b >= UInt8(ascii: "a") && b <= UInt8(ascii: "z") }
        func digit(_ b: UInt8) -> Bool { b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") }
        var words: [String] = []
        var current: [UInt8] = []
        func flush() { if !current.isEmpty { words.append(String(decoding: current, as: UTF8.self)); current = [] } }
        for (i, byte) in bytes.enumerated() {
            guard upper(byte) || lower(byte) || digit(byte) else { flush(); continue }
            if upper(byte), !current.isEmpty {
                let nextLower = i + 1 < bytes.count && lower(bytes[i + 1])
                if !upper(bytes[i - 1]) || nextLower { flush() }
            }
            current.append(upper(byte) ? byte + 32 : byte)
        }
        flush()
        return words
    }

    /// Lowercase words of plain text.
    public static func plain(_ text: String) -> [String] {
        var text = text
        // ASCII: letters and digits on the bytes, each word lowercased as it is copied.
        let ascii: [String]? = text.withUTF8 { bytes in
            guard !ByteSummary(bytes).hasNonASCII else { return nil }
            func isWordByte(_ b: UInt8) -> Bool { (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A) || (b >= 0x30 && b <= 0x39) }
            var words: [String] = []
            var i = 0
            while i < bytes.count {
                guard isWordByte(bytes[i]) else { i += 1; continue }
                var end = i
                while end < bytes.count, isWordByte(bytes[end]) { end += 1 }
                words.append(String(unsafeUninitializedCapacity: end - i) { out in
                    for k in i..<end { out[k - i] = bytes[k] >= 0x41 && bytes[k] <= 0x5A ? bytes[k] + 32 : bytes[k] }
                    return end - i
                })
                i = end
            }
            return words
        }
        return ascii ?? text.lowercased().split { !$0.isLetter && !$0.isNumber }.map(String.init)
    }
}

/// Reading the text of a string literal token.
public enum StringLiteral {
    /// What the literal says: escapes resolved (`\"` → `"`), raw strings as written, line breaks as spaces.
    public static func value(_ literal: String) -> String {
        var literal = literal
        return literal.withUTF8 { asciiValue($0) } ?? characterValue(literal)
    }

    /// `value` of a literal read straight from a file's bytes (no string is made of the literal when it is ASCII).
    static func value(_ bytes: ArraySlice<UInt8>) -> String {
        bytes.withUnsafeBufferPointer { asciiValue($0) } ?? characterValue(String(decoding: bytes, as: UTF8.self))
    }

    /// `value` read character by character (any literal; ASCII ones take the faster `asciiValue`).
    static func characterValue(_ literal: String) -> String {
        let text = characterContents(literal)
        if literal.hasPrefix("#") { return text }
        var out = ""
        var iterator = text.makeIterator()
        while let c = iterator.next() {
            guard c == "\\" else { out.append(c); continue }
            switch iterator.next() {
            case "n", "t", "r": out.append(" ")
            case "0": break
            case "u":
                var hex = ""
                while let h = iterator.next(), h != "}" { if h != "{" { hex.append(h) } }
                if let code = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(code) { out.unicodeScalars.append(scalar) }
            case let other?: out.append(other)
            case nil: break
            }
        }
        return out
    }

    /// The contents between the delimiters of `"…"`, `"""…"""` or `#"…"#` (escapes left as written).
    public static func contents(_ literal: String) -> String {
        var literal = literal
        return literal.withUTF8 { bytes in
            ByteSummary(bytes).hasNonASCII ? nil : String(decoding: asciiContents(bytes[...]), as: UTF8.self)
        } ?? characterContents(literal)
    }

    /// `contents` read character by character.
    static func characterContents(_ literal: String) -> String {
        var text = Substring(literal)
        while text.first == "#" && text.last == "#" { text = text.dropFirst().dropLast() }
        if text.hasPrefix("\"\"\"") && text.hasSuffix("\"\"\"") && text.count >= 6 { return String(text.dropFirst(3).dropLast(3)) }
        if text.hasPrefix("\"") && text.hasSuffix("\"") && text.count >= 2 { return String(text.dropFirst().dropLast()) }
        return String(text)
    }

    /// `contents` of an ASCII literal, on its bytes (there every character is one byte; `\r\n` comes out
    /// the same whether read as one character or two bytes).
    static func asciiContents(_ literal: Slice<UnsafeBufferPointer<UInt8>>) -> Slice<UnsafeBufferPointer<UInt8>> {
        let quote = UInt8(ascii: "\""), hash = UInt8(ascii: "#")
        var text = literal
        while text.first == hash && text.last == hash { text = text.dropFirst().dropLast() }
        func delimited(by count: Int) -> Bool {
            text.count >= 2 * count && text.prefix(count).allSatisfy { $0 == quote } && text.suffix(count).allSatisfy { $0 == quote }
        }
        if delimited(by: 3) { return text.dropFirst(3).dropLast(3) }
        if delimited(by: 1) { return text.dropFirst().dropLast() }
        return text
    }

    /// `value` of an ASCII literal, on its bytes; nil for any other.
    static func asciiValue(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        guard !ByteSummary(bytes).hasNonASCII else { return nil }
        let text = asciiContents(bytes[...])
        if bytes.first == UInt8(ascii: "#") { return String(decoding: text, as: UTF8.self) }
        // Most literals have no escape: their contents are the value.
        if !text.contains(UInt8(ascii: "\\")) { return String(decoding: text, as: UTF8.self) }
        var out: [UInt8] = []
        out.reserveCapacity(text.count)
        var i = text.startIndex
        while i < text.endIndex {
            let c = text[i]
            i += 1
            guard c == UInt8(ascii: "\\") else { out.append(c); continue }
            guard i < text.endIndex else { break }
            let next = text[i]
            i += 1
            switch next {
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
                    out.append(contentsOf: String(scalar).utf8)
                }
            default: out.append(next)
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}

extension StringLiteral {
    /// The literal's text with every interpolation `\( … )` removed (its code is not the dialog's words).
    /// Worked on the UTF-8 bytes: every delimiter is ASCII, and other bytes are copied as they are.
    public static func textWithoutInterpolations(_ literal: String) -> String {
        var hashes = 0
        for byte in literal.utf8 { if byte == UInt8(ascii: "#") { hashes += 1 } else { break } }
        let body = Array(contents(literal).utf8)
        var out: [UInt8] = []
        out.reserveCapacity(body.count)
        var i = 0
        while i < body.count {
            // The escape is `\` followed by as many `#` as the literal's delimiter has.
            if body[i] == UInt8(ascii: "\\"), i + 1 + hashes < body.count,
               body[i + 1..<i + 1 + hashes].allSatisfy({ $0 == UInt8(ascii: "#") }) {
                let after = i + 1 + hashes
                if body[after] == UInt8(ascii: "(") {
                    i = skipParenthesized(body, from: after)
                    out.append(UInt8(ascii: " "))
                    continue
                }
                if hashes == 0 { out.append(body[after]); i = after + 1; continue }
            }
            out.append(body[i])
            i += 1
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Index after the `)` that closes the `(` at `start`, skipping nested strings.
    static func skipParenthesized(_ s: [UInt8], from start: Int) -> Int {
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

extension StringProtocol {
    /// What Foundation's `trimmingCharacters(in: .whitespacesAndNewlines)` (or `.whitespaces` when
    /// `newlines` is false) gives, at a fraction of its cost: only the ends are looked at.
    public func trimmingWhitespace(newlines: Bool = true) -> String {
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
    func trimming(_ trims: (Character) -> Bool) -> String {
        guard let start = firstIndex(where: { !trims($0) }), let end = lastIndex(where: { !trims($0) }) else { return "" }
        return String(self[start...end])
    }
}

/// Where `word` first starts in `bytes`, at `start` or later: `memchr` for its first byte, `memcmp` for the
/// rest (Foundation's `contains` and `range(of:)` on `String` go through `NSString`). An empty word is at `start`.
func offset(of word: String, in bytes: UnsafeBufferPointer<UInt8>, from start: Int = 0) -> Int? {
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
func bytes(_ bytes: UnsafeBufferPointer<UInt8>, contain word: String) -> Bool { offset(of: word, in: bytes) != nil }

extension String {
    /// The text holds `word` (compared as bytes).
    func mentions(_ word: String) -> Bool {
        var text = self
        return text.withUTF8 { IntentMigrateKit.bytes($0, contain: word) }
    }
}

/// Text built piece by piece as bytes and made a `String` once: appending to a `String` costs far more
/// per piece (messages and report lines are built for every finding).
struct TextBuilder: ~Copyable {
    /// The text so far is `base[..<count]`: pieces are copied in place (an `Array` append costs several
    /// times the copy itself, and a report line is ten pieces).
    private var base: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    private var count = 0

    init(capacity: Int = 128) {
        self.capacity = max(capacity, 16)
        base = .allocate(capacity: self.capacity)
    }

    deinit { base.deallocate() }

    /// Room for `more` bytes after the text.
    @inline(__always) private mutating func reserve(_ more: Int) {
        if count + more > capacity { grow(more) }
    }

    private mutating func grow(_ more: Int) {
        let grown = max(capacity * 2, count + more)
        let bigger = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
        bigger.update(from: base, count: count)
        base.deallocate()
        base = bigger
        capacity = grown
    }

    mutating func add(_ text: String) {
        let length = text.utf8.count
        guard length > 0 else { return }
        reserve(length)
        let destination = base + count
        // Native strings (small ones too) lend their bytes without a copy of the string; others go through `withUTF8`.
        if text.utf8.withContiguousStorageIfAvailable({ destination.update(from: $0.baseAddress!, count: length) }) == nil {
            var text = text
            text.withUTF8 { destination.update(from: $0.baseAddress!, count: length) }
        }
        count += length
    }

    /// A non-negative number in decimal (negative ones through `String`).
    mutating func add(_ number: Int) {
        guard number >= 0 else { add(String(number)); return }
        var digits = 1
        var divisor = 1
        while divisor <= number / 10 { divisor *= 10; digits += 1 }
        reserve(digits)
        var rest = number
        while divisor > 0 {
            base[count] = UInt8(ascii: "0") + UInt8(rest / divisor)
            count += 1
            rest %= divisor
            divisor /= 10
        }
    }

    var text: String { String(decoding: UnsafeBufferPointer(start: base, count: count), as: UTF8.self) }
    var bytes: [UInt8] { Array(UnsafeBufferPointer(start: base, count: count)) }
}
