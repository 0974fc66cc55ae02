import Foundation

/// A JSON Schema (draft 4) validator for the keywords the SARIF 2.1.0 schema uses: `type`, `$ref` (to
/// `#/definitions/…`), `properties`, `additionalProperties`, `required`, `items`, `minItems`, `uniqueItems`, `enum`,
/// `minimum`, `pattern` and `anyOf`. `format`, `default` and `description` assert nothing in draft 4's core. A keyword
/// it doesn't know makes validation fail, so a schema it can't judge is never passed silently.
struct JSONSchema {
    let root: [String: Any]

    init(contentsOf url: URL) throws {
        root = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any] ?? [:]
    }

    static let annotations: Set<String> = ["$schema", "id", "title", "description", "default", "format", "definitions"]
    static let known: Set<String> = ["type", "$ref", "properties", "additionalProperties", "required", "items", "minItems",
                                     "uniqueItems", "enum", "minimum", "pattern", "anyOf"]

    /// The places where `value` breaks the schema, as `path: why` (empty when it is valid).
    func errors(in value: Any) -> [String] {
        var found: [String] = []
        check(value, against: root, at: "$", into: &found)
        return found
    }

    private func resolve(_ reference: String) -> [String: Any]? {
        guard reference.hasPrefix("#/definitions/") else { return nil }
        return (root["definitions"] as? [String: Any])?[String(reference.dropFirst("#/definitions/".count))] as? [String: Any]
    }

    private func check(_ value: Any, against schema: [String: Any], at path: String, into found: inout [String]) {
        for key in schema.keys where !JSONSchema.known.contains(key) && !JSONSchema.annotations.contains(key) {
            found.append("\(path): the schema uses \(key), which this validator doesn't read")
        }
        if let reference = schema["$ref"] as? String {
            guard let target = resolve(reference) else { found.append("\(path): unresolved \(reference)"); return }
            check(value, against: target, at: path, into: &found)
        }
        if let type = schema["type"] {
            let allowed = (type as? [String]) ?? [(type as? String) ?? ""]
            if !allowed.contains(where: { JSONSchema.value(value, is: $0) }) { found.append("\(path): not \(allowed.joined(separator: " or "))") }
        }
        if let options = schema["enum"] as? [Any], !options.contains(where: { JSONSchema.equal($0, value) }) {
            found.append("\(path): \(value) is none of \(options)")
        }
        if let minimum = schema["minimum"] as? Double, let number = value as? NSNumber, !JSONSchema.isBoolean(value), number.doubleValue < minimum {
            found.append("\(path): \(number) is below \(minimum)")
        }
        if let pattern = schema["pattern"] as? String, let text = value as? String {
            let matches = (try? NSRegularExpression(pattern: pattern))?.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
            if !matches { found.append("\(path): \"\(text)\" doesn't match \(pattern)") }
        }
        if let object = value as? [String: Any] {
            for key in schema["required"] as? [String] ?? [] where object[key] == nil { found.append("\(path): missing \(key)") }
            let properties = schema["properties"] as? [String: Any] ?? [:]
            for (key, member) in object {
                if let property = properties[key] as? [String: Any] {
                    check(member, against: property, at: "\(path).\(key)", into: &found)
                } else if let additional = schema["additionalProperties"] as? [String: Any] {
                    check(member, against: additional, at: "\(path).\(key)", into: &found)
                } else if let allowed = schema["additionalProperties"] as? Bool, !allowed {
                    found.append("\(path): \(key) is not allowed")
                }
            }
        }
        if let array = value as? [Any] {
            if let minimum = schema["minItems"] as? Int, array.count < minimum { found.append("\(path): fewer than \(minimum) items") }
            if schema["uniqueItems"] as? Bool == true {
                for (i, item) in array.enumerated() where array[..<i].contains(where: { JSONSchema.equal($0, item) }) {
                    found.append("\(path)[\(i)]: repeats an earlier item")
                }
            }
            if let items = schema["items"] as? [String: Any] {
                for (i, item) in array.enumerated() { check(item, against: items, at: "\(path)[\(i)]", into: &found) }
            }
        }
        if let choices = schema["anyOf"] as? [[String: Any]] {
            let passes = choices.contains { choice in
                var errors: [String] = []
                check(value, against: choice, at: path, into: &errors)
                return errors.isEmpty
            }
            if !passes { found.append("\(path): matches none of anyOf") }
        }
    }

    /// `true` and `false` come out of JSONSerialization as Foundation's boolean number class, on Linux and macOS.
    private static func isBoolean(_ value: Any) -> Bool {
        String(describing: type(of: value)) == "__NSCFBoolean"
    }

    private static func value(_ value: Any, is type: String) -> Bool {
        switch type {
        case "object": return value is [String: Any]
        case "array": return value is [Any]
        case "string": return value is String
        case "boolean": return isBoolean(value)
        case "integer":
            guard let number = value as? NSNumber, !isBoolean(value) else { return false }
            return number.doubleValue == number.doubleValue.rounded()
        case "number": return value is NSNumber && !isBoolean(value)
        case "null": return value is NSNull
        default: return false
        }
    }

    private static func equal(_ a: Any, _ b: Any) -> Bool {
        guard JSONSerialization.isValidJSONObject([a]), JSONSerialization.isValidJSONObject([b]),
              let left = try? JSONSerialization.data(withJSONObject: [a], options: .sortedKeys),
              let right = try? JSONSerialization.data(withJSONObject: [b], options: .sortedKeys) else { return false }
        return left == right
    }
}
