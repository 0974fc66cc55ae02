/// A `SKILL.md` file read as Apple's app skills write it: a frontmatter of `key: value` lines between `---` lines at the
/// top, then a Markdown body. Only the YAML an app skill can use is read (plain and quoted scalars, comments, a value
/// continued on indented lines, a `|` or `>` block); the body is text, not parsed.
package struct SkillFile: Sendable {
    /// One `key: value` line of the frontmatter.
    package struct Field: Sendable, Equatable {
        package let key: String
        /// The value, trimmed and unquoted (empty for a block scalar, whose text is on the lines after it).
        package let value: String
        /// 1-based line of the key, and columns (in Unicode scalars) of the key and the value.
        package let line: Int
        package let keyColumn: Int
        package let valueColumn: Int
        /// `|` or `>`: the value is the block of lines after it.
        package let isBlock: Bool
        /// Indented lines after it that continue the value (a plain scalar over several lines, or a block's text).
        package internal(set) var continuationLines = 0
        /// The value spans more than its own line.
        package var isMultiline: Bool { isBlock || continuationLines > 0 }
    }

    /// What keeps the file from being read as a skill at all, or a frontmatter line that isn't a field.
    package enum Problem: Sendable, Equatable {
        /// Not UTF-8 from this byte on (1-based line and column).
        case notUTF8(line: Int, column: Int)
        /// The file doesn't start with a `---` line.
        case noFrontmatter
        /// No `---` line closes the frontmatter opened on line 1.
        case unterminated
        /// A frontmatter line that is neither `key: value`, a comment, blank nor a continuation.
        case notAField(line: Int, text: String)
    }

    package let source: SourceText
    package private(set) var fields: [Field] = []
    package private(set) var problems: [Problem] = []
    /// The byte offset where the body starts (after the closing `---` line); the file's end when there is no frontmatter.
    package private(set) var bodyStart: Int

    package init(bytes: [UInt8]) {
        source = SourceText(bytes: bytes)
        bodyStart = bytes.count
        if let bad = UTF8Validation.firstInvalidOffset(bytes) {
            let position = source.position(of: bad)
            problems = [.notUTF8(line: position.line, column: position.column)]
            return
        }
        let lines = source.lineStarts.indices.map { source.text(source.lineRange($0)) }
        func trailingTrimmed(_ line: String) -> Substring {
            var text = line[...]
            while let last = text.last, last == " " || last == "\t" || last == "\r" { text = text.dropLast() }
            return text
        }
        // A BOM before the opening line is not part of it.
        var first = lines.first ?? ""
        if first.hasPrefix("\u{FEFF}") { first.removeFirst() }
        guard !lines.isEmpty, trailingTrimmed(first) == AppSkills.delimiter else {
            problems = [.noFrontmatter]
            return
        }
        guard let close = lines.indices.dropFirst().first(where: { trailingTrimmed(lines[$0]) == AppSkills.delimiter }) else {
            problems = [.unterminated]
            return
        }
        bodyStart = close + 1 < source.lineStarts.count ? source.lineStarts[close + 1] : bytes.count
        for i in 1..<close {
            let line = trailingTrimmed(lines[i])
            let number = i + 1
            if line.first == " " || line.first == "\t" {
                // An indented line continues the field before it (blank ones only inside a block).
                if line.allSatisfy({ $0 == " " || $0 == "\t" }) { continue }
                if fields.isEmpty { problems.append(.notAField(line: number, text: String(line))) } else { fields[fields.count - 1].continuationLines += 1 }
                continue
            }
            if line.isEmpty || line.hasPrefix("#") { continue }
            guard let colon = line.firstIndex(of: ":"), colon != line.startIndex,
                  line.index(after: colon) == line.endIndex || [" ", "\t"].contains(line[line.index(after: colon)]) else {
                problems.append(.notAField(line: number, text: String(line)))
                continue
            }
            let key = String(line[..<colon])
            var rest = line[line.index(after: colon)...]
            let leading = rest.prefix { $0 == " " || $0 == "\t" }.count
            rest = rest.dropFirst(leading)
            let valueColumn = key.unicodeScalars.count + 2 + leading
            let isBlock = rest.first == "|" || rest.first == ">"
            fields.append(Field(key: key, value: isBlock ? "" : SkillFile.scalar(rest), line: number, keyColumn: 1,
                                valueColumn: valueColumn, isBlock: isBlock))
        }
    }

    /// The body: everything after the closing `---` line.
    package var body: String { String(utf8: source.bytes, bodyStart..<source.bytes.count) }

    /// The first field with this key.
    package func field(_ key: String) -> Field? { fields.first { $0.key == key } }

    /// A YAML scalar's value: a quoted one unquoted (`''` and `\"` undone, a comment after it dropped), a plain one
    /// without a ` #` comment.
    package static func scalar(_ text: Substring) -> String {
        if let quote = text.first, quote == "\"" || quote == "'" {
            var value = ""
            var i = text.index(after: text.startIndex)
            while i < text.endIndex {
                let c = text[i]
                let next = text.index(after: i)
                if quote == "'" && c == "'" {
                    guard next < text.endIndex, text[next] == "'" else { break }
                    value.append("'")
                    i = text.index(after: next)
                    continue
                }
                if quote == "\"" && c == "\\", next < text.endIndex { value.append(text[next]); i = text.index(after: next); continue }
                if quote == "\"" && c == "\"" { break }
                value.append(c)
                i = next
            }
            // Closed, with nothing after it but a comment: the quoted text is the value.
            if i < text.endIndex {
                let rest = text[text.index(after: i)...].trimmingWhitespace()
                if rest.isEmpty || rest.hasPrefix("#") { return value }
            }
        }
        var plain = String(text)
        if let comment = plain.firstRange(ofLiteral: " #") { plain = String(plain[..<comment.lowerBound]) }
        return plain.trimmingWhitespace()
    }
}
