/// A value of an old-style (OpenStep) property list, the format of `project.pbxproj`.
///
/// The format has three kinds of values: strings (numbers stay strings), arrays and dictionaries.
/// `<hex data>` is kept as a string of its hex digits.
package indirect enum PropertyList: Sendable, Equatable {
    case string(String)
    case array([PropertyList])
    case dictionary([String: PropertyList])

    /// The value for `key` when this is a dictionary.
    package subscript(key: String) -> PropertyList? { dictionary?[key] }

    package var string: String? { if case .string(let value) = self { value } else { nil } }
    package var array: [PropertyList]? { if case .array(let value) = self { value } else { nil } }
    package var dictionary: [String: PropertyList]? { if case .dictionary(let value) = self { value } else { nil } }

    /// Parses UTF-8 text: one value, with whitespace and `/* */` or `//` comments around and between its tokens.
    package init(parsing bytes: [UInt8]) throws(PropertyListError) {
        var parser = PropertyListParser(bytes: bytes)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.at = 3 }
        self = try parser.value("a value")
        try parser.skipTrivia()
        guard parser.at == bytes.count else { throw parser.error("unexpected text after the property list", at: parser.at) }
    }
}

/// Why a property list could not be parsed, and the line (1-based) where.
package struct PropertyListError: Error, Equatable, CustomStringConvertible {
    package let line: Int
    package let reason: String
    package var description: String { "line \(line): \(reason)" }
}

/// A recursive-descent parser over the bytes; `at` is the offset of the next byte to read.
private struct PropertyListParser {
    let bytes: [UInt8]
    var at = 0
    var depth = 0

    func error(_ reason: String, at offset: Int) -> PropertyListError {
        // Lines are counted only for the error: parsing itself never tracks them.
        PropertyListError(line: 1 + bytes[..<min(offset, bytes.count)].count { $0 == UInt8(ascii: "\n") }, reason: reason)
    }

    static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) }

    /// Ends an unquoted string: whitespace, `{}();=,"`, or a `/*` comment right after it.
    func endsUnquoted(_ offset: Int) -> Bool {
        switch bytes[offset] {
        case UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: ";"),
             UInt8(ascii: "="), UInt8(ascii: ","), UInt8(ascii: "\""):
            return true
        case UInt8(ascii: "/"):
            return offset + 1 < bytes.count && bytes[offset + 1] == UInt8(ascii: "*")
        case let byte:
            return Self.isSpace(byte)
        }
    }

    /// Skips whitespace and comments.
    mutating func skipTrivia() throws(PropertyListError) {
        while at < bytes.count {
            let byte = bytes[at]
            let next = at + 1 < bytes.count ? bytes[at + 1] : 0
            if Self.isSpace(byte) {
                at += 1
            } else if byte == UInt8(ascii: "/") && next == UInt8(ascii: "*") {
                let start = at
                at += 2
                while at + 1 < bytes.count && !(bytes[at] == UInt8(ascii: "*") && bytes[at + 1] == UInt8(ascii: "/")) { at += 1 }
                guard at + 1 < bytes.count else { throw error("unterminated comment", at: start) }
                at += 2
            } else if byte == UInt8(ascii: "/") && next == UInt8(ascii: "/") {
                while at < bytes.count && bytes[at] != UInt8(ascii: "\n") { at += 1 }
            } else {
                return
            }
        }
    }

    /// One value; `what` names it in an error ("a value for 'isa'").
    mutating func value(_ what: @autoclosure () -> String) throws(PropertyListError) -> PropertyList {
        try skipTrivia()
        guard at < bytes.count else { throw error("expected \(what()), found the end of the file", at: at) }
        // Deep nesting would overflow the stack; real projects nest a handful of levels.
        guard depth < 512 else { throw error("nested too deeply", at: at) }
        depth += 1
        defer { depth -= 1 }
        switch bytes[at] {
        case UInt8(ascii: "{"): return try dictionary()
        case UInt8(ascii: "("): return try array()
        case UInt8(ascii: "<"): return try data()
        default: return .string(try string(what()))
        }
    }

    mutating func dictionary() throws(PropertyListError) -> PropertyList {
        let open = at
        at += 1
        var entries: [String: PropertyList] = [:]
        while true {
            try skipTrivia()
            guard at < bytes.count else { throw error("'{' is never closed", at: open) }
            if bytes[at] == UInt8(ascii: "}") { at += 1; return .dictionary(entries) }
            let key = try string("a key or '}'")
            let keyEnd = at
            try skipTrivia()
            guard at < bytes.count && bytes[at] == UInt8(ascii: "=") else { throw error("expected '=' after key '\(key)'", at: keyEnd) }
            at += 1
            let value = try value("a value for '\(key)'")
            let valueEnd = at
            try skipTrivia()
            guard at < bytes.count && bytes[at] == UInt8(ascii: ";") else { throw error("expected ';' after value of '\(key)'", at: valueEnd) }
            at += 1
            entries[key] = value
        }
    }

    /// `( a, b, )`: the comma after the last element is optional.
    mutating func array() throws(PropertyListError) -> PropertyList {
        let open = at
        at += 1
        var elements: [PropertyList] = []
        while true {
            try skipTrivia()
            guard at < bytes.count else { throw error("'(' is never closed", at: open) }
            if bytes[at] == UInt8(ascii: ")") { at += 1; return .array(elements) }
            elements.append(try value("an array element or ')'"))
            let end = at
            try skipTrivia()
            guard at < bytes.count else { throw error("'(' is never closed", at: open) }
            if bytes[at] == UInt8(ascii: ",") {
                at += 1
            } else if bytes[at] != UInt8(ascii: ")") {
                throw error("expected ',' or ')' after an array element", at: end)
            }
        }
    }

    /// `<0fbd 7a>`: its hex digits, as a string.
    mutating func data() throws(PropertyListError) -> PropertyList {
        let open = at
        guard let close = bytes[at...].firstIndex(of: UInt8(ascii: ">")) else { throw error("'<' is never closed", at: open) }
        at = close + 1
        return .string(String(decoding: bytes[(open + 1)..<close].filter { !Self.isSpace($0) }, as: UTF8.self))
    }

    /// A quoted or unquoted string (the next byte is not whitespace).
    mutating func string(_ what: @autoclosure () -> String) throws(PropertyListError) -> String {
        if bytes[at] == UInt8(ascii: "\"") { return try quoted() }
        let start = at
        while at < bytes.count && !endsUnquoted(at) { at += 1 }
        guard at > start else { throw error("expected \(what()), found '\(Character(Unicode.Scalar(bytes[at])))'", at: at) }
        return String(decoding: bytes[start..<at], as: UTF8.self)
    }

    /// `"…"` with backslash escapes: `\" \\ \n \t \r \a \b \f \v`, `\U20AC` (UTF-16, surrogate pairs joined) and
    /// `\012` (octal, taken as a code point: exact for ASCII). Any other escaped byte stands for itself.
    mutating func quoted() throws(PropertyListError) -> String {
        let open = at
        at += 1
        var text: [UInt8] = []
        var escaped = false
        var run = at
        while at < bytes.count {
            switch bytes[at] {
            case UInt8(ascii: "\""):
                defer { at += 1 }
                guard escaped else { return String(decoding: bytes[run..<at], as: UTF8.self) }
                text += bytes[run..<at]
                return String(decoding: text, as: UTF8.self)
            case UInt8(ascii: "\\"):
                text += bytes[run..<at]
                escaped = true
                at += 1
                guard at < bytes.count else { break }
                escape(into: &text)
                run = at
            default:
                at += 1
            }
        }
        throw error("unterminated string", at: open)
    }

    /// Reads the escape whose letter is at `at` and appends what it stands for.
    mutating func escape(into text: inout [UInt8]) {
        let letter = bytes[at]
        at += 1
        switch letter {
        case UInt8(ascii: "n"): text.append(0x0A)
        case UInt8(ascii: "t"): text.append(0x09)
        case UInt8(ascii: "r"): text.append(0x0D)
        case UInt8(ascii: "a"): text.append(0x07)
        case UInt8(ascii: "b"): text.append(0x08)
        case UInt8(ascii: "f"): text.append(0x0C)
        case UInt8(ascii: "v"): text.append(0x0B)
        case UInt8(ascii: "U"), UInt8(ascii: "u"):
            var unit = digits(radix: 16, upTo: 4)
            if (0xD800..<0xDC00).contains(unit), at + 5 < bytes.count, bytes[at] == UInt8(ascii: "\\"),
               bytes[at + 1] | 0x20 == UInt8(ascii: "u") {
                let resume = at
                at += 2
                let low = digits(radix: 16, upTo: 4)
                if (0xDC00..<0xE000).contains(low) { unit = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00) } else { at = resume }
            }
            UTF8.encode(Unicode.Scalar(unit) ?? "\u{FFFD}") { text.append($0) }
        case UInt8(ascii: "0")...UInt8(ascii: "7"):
            at -= 1
            UTF8.encode(Unicode.Scalar(digits(radix: 8, upTo: 3)) ?? "\u{FFFD}") { text.append($0) }
        default:
            text.append(letter)
        }
    }

    /// Up to `count` digits in `radix` (8 or 16) at `at`, read as one number.
    mutating func digits(radix: UInt32, upTo count: Int) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<count where at < bytes.count {
            guard let digit = Character(Unicode.Scalar(bytes[at])).hexDigitValue, digit < radix else { break }
            value = value * radix + UInt32(digit)
            at += 1
        }
        return value
    }
}
