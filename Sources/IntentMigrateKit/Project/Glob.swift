/// Path globs: `*` and `?` inside one path segment (`fnmatch`), `**` across segments.
package enum Glob {
    /// A pattern fnmatch accepts (balanced brackets).
    package static func isValid(_ pattern: String) -> Bool {
        !pattern.isEmpty && pattern.filter { $0 == "[" }.count == pattern.filter { $0 == "]" }.count
    }

    /// True when `path` (relative, `/`-separated) matches. A pattern without `/` matches any one segment.
    package static func matches(_ pattern: String, _ path: String) -> Bool {
        let parts = path.split(separator: "/").map(String.init)
        if !pattern.contains("/") { return parts.contains { fnmatch(pattern, $0, 0) == 0 } }
        let segments = pattern.split(separator: "/").map(String.init)
        return match(segments, parts)
    }

    /// Whether pattern segments match path segments, `**` standing for any number of segments and a last
    /// pattern segment matching a folder with everything below it. A table of (pattern, path) positions,
    /// filled from the end: linear in their product, however many `**` there are.
    private static func match(_ pattern: [String], _ path: [String]) -> Bool {
        let width = path.count + 1
        // matches[i * width + j]: pattern[i...] matches path[j...].
        var matches = [Bool](repeating: false, count: (pattern.count + 1) * width)
        matches[pattern.count * width + path.count] = true
        for i in stride(from: pattern.count - 1, through: 0, by: -1) {
            for j in stride(from: path.count, through: 0, by: -1) {
                if pattern[i] == "**" {
                    matches[i * width + j] = matches[(i + 1) * width + j] || (j < path.count && matches[i * width + j + 1])
                } else if j < path.count, fnmatch(pattern[i], path[j], 0) == 0 {
                    matches[i * width + j] = i == pattern.count - 1 || matches[(i + 1) * width + j + 1]
                }
            }
        }
        return matches[0]
    }
}

/// The line of a `,` that only whitespace separates from a `}` or `]` (outside strings), or nil.
package func trailingCommaLine(_ bytes: [UInt8]) -> Int? {
    var inString = false, escaped = false, line = 1
    var comma: Int?
    for byte in bytes {
        if byte == 0x0A { line += 1 }
        if inString {
            if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true } else if byte == UInt8(ascii: "\"") { inString = false }
            continue
        }
        switch byte {
        case UInt8(ascii: "\""): inString = true; comma = nil
        case UInt8(ascii: ","): comma = line
        case UInt8(ascii: "}"), UInt8(ascii: "]"): if let comma { return comma }
        case 0x20, 0x09, 0x0A, 0x0D: break
        default: comma = nil
        }
    }
    return nil
}

/// A JSON document as `JSONSerialization` would give it (objects, arrays, strings, `Bool`, `Int` for whole
/// numbers, else `Double`, `NSNull`-free: null is `Optional<Any>.none`), read with `JSONDecoder`.
package enum JSONValue: Decodable {
    case null, bool(Bool), int(Int), double(Double), string(String), array([JSONValue]), object([String: JSONValue])

    package init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() { self = .null }
        else if let value = try? container.decode(Bool.self) { self = .bool(value) }
        else if let value = try? container.decode(Int.self) { self = .int(value) }
        else if let value = try? container.decode(Double.self) { self = .double(value) }
        else if let value = try? container.decode(String.self) { self = .string(value) }
        else if let value = try? container.decode([JSONValue].self) { self = .array(value) }
        else { self = .object(try container.decode([String: JSONValue].self)) }
    }

    package var value: Any {
        switch self {
        case .null: return Optional<Any>.none as Any
        case .bool(let value): return value
        case .int(let value): return value
        case .double(let value): return value
        case .string(let value): return value
        case .array(let values): return values.map(\.value)
        case .object(let values): return values.mapValues(\.value)
        }
    }
}
