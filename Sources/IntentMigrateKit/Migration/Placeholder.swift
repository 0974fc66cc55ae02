/// How inserted text that a person must finish is written.
public enum PlaceholderStyle: String, Sendable, CaseIterable {
    /// `"TODO: …"`: compiles; `check` keeps reporting it.
    case todo
    /// `<#…#>`: an Xcode placeholder that refuses to compile until someone writes the words.
    case editor
}

/// Placeholders the passes insert, and finding the ones still in the code.
package enum Placeholder {
    /// The placeholder as a Swift expression: a string literal or an editor placeholder.
    package static func expression(_ text: String, style: PlaceholderStyle) -> String {
        // One line whatever the words came from (a multi-line title): runs of spaces and line breaks become one space.
        let text = text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0.isNewline }).joined(separator: " ")
        switch style {
        case .todo: return "\"TODO: \(escaped(text))\""
        case .editor: return "<#\(text.replacingAll("#", with: "").replacingAll("\"", with: "").replacingAll("'", with: "’"))#>"
        }
    }

    /// A literal's text that is one of the placeholders the passes write (`"TODO: …"` style): not a person's words yet.
    package static func isUnfinished(_ text: String) -> Bool { text.hasPrefix("TODO:") }

    /// Text made safe inside a string literal.
    package static func escaped(_ text: String) -> String {
        // Read on the contiguous bytes (`utf8.contains(where:)` goes through the view's generic iterator).
        var text = text
        let plain = text.withUTF8 { bytes in
            !bytes.contains { $0 == UInt8(ascii: "\\") || $0 == UInt8(ascii: "\"") || $0 == 0x0A || $0 == 0x0D }
        }
        guard !plain else { return text }
        var out = ""
        for c in text {
            switch c {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n", "\r": out += " "
            default: out.append(c)
            }
        }
        return out
    }

    package static let editorPattern = Pattern(literal: #"<#[^#\n]*#>"#)

    /// The passes' placeholder prefixes, each with its quick `<#…` check built once.
    package static let gates: [String: Prefilter] = Dictionary(uniqueKeysWithValues: ["describe ", "say what went wrong"].map { ($0, Prefilter(words: ["<#" + $0])) })

    /// Offsets of unfinished placeholders whose text starts with `prefix` (each pass has its own:
    /// `describe `, `say what went wrong`): `"TODO: …"` string literals and `<#…#>` in code.
    package static func unfinished(in file: FileContext, prefix: String) -> [Int] {
        var offsets: [Int] = []
        let wanted = Array(("\"TODO: " + prefix).utf8)
        for token in file.view.tokens where token.kind == .string && token.range.count > wanted.count {
            if file.source.bytes[token.range.lowerBound..<token.range.lowerBound + wanted.count].elementsEqual(wanted) {
                offsets.append(token.range.lowerBound)
            }
        }
        // Most files have no `<#` at all: one memchr-speed look before the pattern runs.
        if (gates[prefix] ?? Prefilter(words: ["<#" + prefix])).wants(file.view.mask) {
            for match in editorPattern.matches(in: file.view.mask) where file.source.text(match.range).dropFirst(2).hasPrefix(prefix) {
                offsets.append(match.range.lowerBound)
            }
        }
        return offsets.sorted()
    }
}
