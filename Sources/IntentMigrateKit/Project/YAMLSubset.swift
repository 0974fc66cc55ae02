/// A YAML node as `YAMLReader` reads it. Scalars stay as text: `14.0` is "14.0" (a version, not a number), and
/// `key:` with nothing after it is "".
package enum YAMLValue {
    case scalar(String), list([YAMLValue]), map([YAMLEntry])

    /// The value of `key` in a map (nil for a missing key or a node that isn't a map).
    package subscript(key: String) -> YAMLValue? { entry(key)?.value }
    /// The entry of `key` in a map, with its line.
    package func entry(_ key: String) -> YAMLEntry? {
        if case .map(let entries) = self { entries.first { $0.key == key } } else { nil }
    }
    package var text: String? { if case .scalar(let text) = self { text } else { nil } }
    /// A list's items. A non-empty scalar or a map stands for a list of itself (`sources: App`); "" stands for none.
    package var items: [YAMLValue] {
        switch self {
        case .list(let items): items
        case .scalar(let text): text.isEmpty ? [] : [self]
        case .map: [self]
        }
    }
    package var entries: [YAMLEntry] { if case .map(let entries) = self { entries } else { [] } }
}

/// One `key: value` of a map, with the 1-based line of its file that holds the value: the key's line, or, for a
/// scalar written on the next line or reached through an alias (`*name`), the line its text is on. Entries a merge key
/// (`<<: *defaults`) brings keep the lines of the anchored map. `file` is set where specs are merged
/// (`XcodeGenReader.merged`): the spec an entry was written in, when it may differ from its parent's.
package struct YAMLEntry {
    package var key: String
    package var value: YAMLValue
    package var line: Int
    package var file: String?

    package init(_ key: String, _ value: YAMLValue, line: Int, file: String? = nil) {
        self.key = key
        self.value = value
        self.line = line
        self.file = file
    }
}

/// The YAML that XcodeGen specs use: block maps and `- ` lists by indentation (a list may sit at its key's
/// indent), one-line `[a, b]` and `{k: v}` flow collections, quoted and plain scalars, `#` comments outside
/// quotes, and anchors (`&defaults`) with their aliases (`*defaults`) and merge keys (`<<: *defaults`) on block
/// values. Tags and multi-line flow collections are not read. A block scalar (`|`, `>`) is read as "". Each map entry
/// keeps the line its value is written on (`YAMLEntry.line`), so a reader can say where a setting comes from.
package struct YAMLReader {
    /// The lines with content, each with its 1-based number in the file.
    private var lines: [(number: Int, indent: Int, text: String)]
    private var at = 0
    /// The nodes anchored so far (`key: &name …`), by name, with the line of a scalar's text.
    private var anchors: [String: (value: YAMLValue, line: Int)] = [:]
    /// The line of the last scalar read (its text's, or its anchor's for an alias).
    private var scalarLine = 0
    /// How deep the node being read is nested (blocks and flow collections); past `depthLimit` the spec is refused.
    private var depth = 0
    private var tooDeep = false
    /// The lexer's limit: no real spec nests so deep, and every reader of the tool stops there.
    package static let depthLimit = 512

    package static func parse(_ text: String) -> YAMLValue {
        (try? read(text)) ?? .map([])
    }

    /// Why a spec can't be read as YAML.
    package struct Problem: Error { let reason: String }

    /// The spec's value; a `Problem` when a line is indented with a tab (YAML forbids it: XcodeGen refuses the spec) or
    /// when it nests deeper than `depthLimit`. A byte order mark at the start is skipped.
    package static func read(_ text: String) throws(Problem) -> YAMLValue {
        let text = text.unicodeScalars.first == "\u{FEFF}" ? String(text.unicodeScalars.dropFirst()) : text
        var lines: [(number: Int, indent: Int, text: String)] = []
        // Lines end at `\n`, `\r\n` or `\r`, as YAML and editors count them.
        for (number, line) in text.numberedLines {
            let content = uncommented(line)
            let text = content.trimmingWhitespace(newlines: false)
            if text.isEmpty || text == "---" { continue }
            if content.prefix(while: { $0 == " " || $0 == "\t" }).contains("\t") {
                throw Problem(reason: "line \(number) is indented with a tab, which YAML doesn't allow")
            }
            lines.append((number, content.prefix { $0 == " " }.count, text))
        }
        var reader = YAMLReader(lines: lines)
        let value = reader.lines.isEmpty ? .map([]) : reader.block(at: reader.lines[0].indent)
        if reader.tooDeep { throw Problem(reason: "nests deeper than \(depthLimit) levels") }
        return value
    }

    private init(lines: [(number: Int, indent: Int, text: String)]) { self.lines = lines }

    /// The line up to a `#` that starts a comment (at the line's start or after a space) outside quotes.
    package static func uncommented(_ line: Substring) -> Substring {
        var quote: Character?, previous: Character = " ", escaped = false
        for index in line.indices {
            let c = line[index]
            if let open = quote {
                if escaped { escaped = false } else if open == "\"" && c == "\\" { escaped = true } else if c == open { quote = nil }
            } else if c == "#" && (previous == " " || previous == "\t") {
                return line[..<index]
            } else if (c == "\"" || c == "'") && " \t:-[{,'".contains(previous) {
                quote = c
            }
            previous = c
        }
        return line
    }

    package static func isItem(_ text: String) -> Bool { text == "-" || text.hasPrefix("- ") }

    /// `key: value` split into the key (without quotes) and the value's text. Nil when the line is not a map entry.
    package static func splitKey(_ text: String) -> (key: String, rest: String)? {
        var search = text.startIndex
        if let quote = text.first, quote == "\"" || quote == "'" {
            guard let close = text.dropFirst().firstIndex(of: quote) else { return nil }
            search = close
        } else if text.first == "[" || text.first == "{" {
            return nil
        }
        while let colon = text[search...].firstIndex(of: ":") {
            let next = text.index(after: colon)
            if next == text.endIndex || text[next] == " " || text[next] == "\t" {
                return (unquoted(text[..<colon].trimmingWhitespace(newlines: false)), text[next...].trimmingWhitespace(newlines: false))
            }
            search = next
        }
        return nil
    }

    /// A scalar's text: quotes removed (`\"`, `\\` and `''` resolved); plain text as it is.
    package static func unquoted(_ text: String) -> String {
        guard text.count >= 2, let quote = text.first, quote == "\"" || quote == "'", text.last == quote else { return text }
        let inner = text.dropFirst().dropLast()
        return quote == "'" ? inner.replacingAll("''", with: "'") : inner.replacingAll("\\\"", with: "\"").replacingAll("\\\\", with: "\\")
    }

    /// The node whose first line is `lines[at]`, at `indent`: a list, a map, or one line's scalar or flow collection.
    private mutating func block(at indent: Int) -> YAMLValue {
        depth += 1
        defer { depth -= 1 }
        guard depth <= YAMLReader.depthLimit else {
            tooDeep = true
            at = lines.count
            return .scalar("")
        }
        let text = lines[at].text
        if YAMLReader.isItem(text) { return list(at: indent) }
        if YAMLReader.splitKey(text) != nil { return map(at: indent) }
        scalarLine = lines[at].number
        at += 1
        if let name = YAMLReader.alias(text) { return aliased(name) }
        var flow = YAMLFlow(text, line: scalarLine)
        defer { tooDeep = tooDeep || flow.tooDeep }
        return flow.value()
    }

    private mutating func map(at indent: Int) -> YAMLValue {
        var entries: [YAMLEntry] = []
        while at < lines.count, lines[at].indent == indent, !YAMLReader.isItem(lines[at].text),
              let entry = YAMLReader.splitKey(lines[at].text) {
            let line = lines[at].number
            scalarLine = line
            at += 1
            let value = value(entry.rest, indent: indent)
            // A scalar's line is where its text is (the next line, an anchor's); a collection's is its key's.
            let isScalar = if case .scalar = value { true } else { false }
            entries.append(YAMLEntry(entry.key, value, line: isScalar ? scalarLine : line))
            skipLines(deeperThan: indent)
        }
        return YAMLReader.merged(entries)
    }

    /// The node anchored as `name` (an empty scalar when none is), its scalar's line as the last scalar's.
    private mutating func aliased(_ name: String) -> YAMLValue {
        guard let anchored = anchors[name] else { return .scalar("") }
        scalarLine = anchored.line
        return anchored.value
    }

    /// The entries with their merge keys (`<<: *defaults`, `<<: [*a, *b]`) replaced by the merged maps' entries that
    /// the map doesn't set itself (its own keys win, then the first merged map's).
    package static func merged(_ entries: [YAMLEntry]) -> YAMLValue {
        guard entries.contains(where: { $0.key == "<<" }) else { return .map(entries) }
        var own = entries.filter { $0.key != "<<" }
        var keys = Set(own.map(\.key))
        for merge in entries where merge.key == "<<" {
            for source in merge.value.items {
                for entry in source.entries where keys.insert(entry.key).inserted { own.append(entry) }
            }
        }
        return .map(own)
    }

    /// The name `*name` refers to, when the text is an alias and nothing else.
    package static func alias(_ text: String) -> String? {
        guard text.hasPrefix("*"), text.count > 1, !text.contains(where: { $0 == " " || $0 == "\t" || $0 == "," }) else { return nil }
        return String(text.dropFirst())
    }

    private mutating func list(at indent: Int) -> YAMLValue {
        var items: [YAMLValue] = []
        while at < lines.count, lines[at].indent == indent, YAMLReader.isItem(lines[at].text) {
            let rest = lines[at].text.dropFirst().drop { $0 == " " }
            if rest.isEmpty {
                at += 1
                items.append(at < lines.count && lines[at].indent > indent ? block(at: lines[at].indent) : .scalar(""))
            } else {
                // What follows `- ` is read as a line of its own at its column: `- path: A` starts a map there.
                let column = indent + lines[at].text.count - rest.count
                lines[at] = (lines[at].number, column, String(rest))
                items.append(block(at: column))
            }
            skipLines(deeperThan: indent)
        }
        return .list(items)
    }

    /// What follows `key:` on its line, or else the block under it; `&name` before it anchors it, `*name` is the node
    /// anchored so.
    private mutating func value(_ rest: String, indent: Int) -> YAMLValue {
        if let name = YAMLReader.alias(rest) { return aliased(name) }
        if rest.hasPrefix("&") {
            let name = String(rest.dropFirst().prefix { $0 != " " && $0 != "\t" })
            let value = value(String(rest.dropFirst(name.count + 1)).trimmingWhitespace(newlines: false), indent: indent)
            if !name.isEmpty { anchors[name] = (value, scalarLine) }
            return value
        }
        if rest.first == "|" || rest.first == ">" { return .scalar("") }
        if !rest.isEmpty {
            var flow = YAMLFlow(rest, line: scalarLine)
            defer { tooDeep = tooDeep || flow.tooDeep }
            return flow.value()
        }
        guard at < lines.count, lines[at].indent > indent || (lines[at].indent == indent && YAMLReader.isItem(lines[at].text)) else {
            return .scalar("")
        }
        return block(at: lines[at].indent)
    }

    /// Skips lines the node just read left over: a block scalar's lines, or lines indented in a way YAML doesn't allow.
    private mutating func skipLines(deeperThan indent: Int) {
        while at < lines.count, lines[at].indent > indent { at += 1 }
    }
}

/// One line's value: a flow collection (`[a, b]`, `{k: v}`, nested) or a scalar; a map's entries are on `line`.
private struct YAMLFlow {
    let chars: [Character]
    let line: Int
    var index = 0
    var depth = 0
    /// Nested deeper than `YAMLReader.depthLimit`: the rest of the line is not read.
    var tooDeep = false

    init(_ text: String, line: Int) {
        chars = Array(text)
        self.line = line
    }

    mutating func value(stops: Set<Character> = []) -> YAMLValue {
        depth += 1
        defer { depth -= 1 }
        guard depth <= YAMLReader.depthLimit else {
            tooDeep = true
            index = chars.count
            return .scalar("")
        }
        skipSpaces()
        if at("[") {
            index += 1
            var items: [YAMLValue] = []
            while !closes("]") { items.append(value(stops: [",", "]"])); if at(",") { index += 1 } }
            return .list(items)
        }
        if at("{") {
            index += 1
            var entries: [YAMLEntry] = []
            while !closes("}") {
                let key = scalar(stops: [",", "}", ":"])
                if at(":") { index += 1 }
                entries.append(YAMLEntry(key, value(stops: [",", "}"]), line: line))
                if at(",") { index += 1 }
            }
            return .map(entries)
        }
        return .scalar(scalar(stops: stops))
    }

    func at(_ c: Character) -> Bool { index < chars.count && chars[index] == c }
    mutating func skipSpaces() { while at(" ") || at("\t") { index += 1 } }

    /// Past the spaces, true (and past it) at `closer`, or true at the end of the line.
    mutating func closes(_ closer: Character) -> Bool {
        skipSpaces()
        if at(closer) { index += 1; return true }
        return index >= chars.count
    }

    /// A quoted scalar, or plain text up to one of `stops`.
    mutating func scalar(stops: Set<Character>) -> String {
        skipSpaces()
        let start = index
        if let quote = chars[index...].first, quote == "\"" || quote == "'" {
            index += 1
            // Up to the closing quote: `\"` escapes in double quotes, `''` in single quotes.
            while index < chars.count {
                if quote == "\"" && chars[index] == "\\" { index += 2; continue }
                guard chars[index] == quote else { index += 1; continue }
                guard quote == "'" && index + 1 < chars.count && chars[index + 1] == "'" else { break }
                index += 2
            }
            index = min(index + 1, chars.count)
        } else {
            while index < chars.count, !stops.contains(chars[index]) { index += 1 }
        }
        return YAMLReader.unquoted(String(chars[start..<index]).trimmingWhitespace(newlines: false))
    }
}
