/// A written type as the checks read it: `AlbumEntity?`, `[AlbumEntity]`, `Array<Seating>`, `[String: Int]`,
/// `Measurement<UnitLength>`. Read from a type annotation's text, which holds no literals or comments.
package struct TypeReference: Sendable, Equatable {
    /// The named type once optionals and arrays are peeled off, without generic arguments (`Crate.Kind`,
    /// `Measurement`); nil for a dictionary, a tuple, a function or an opaque (`some`/`any`) type.
    package let name: String?
    /// The generic arguments of the named type as written (`Measurement<UnitLength>` → `["UnitLength"]`).
    package let arguments: [String]
    /// An array (`[X]`, `Array<X>`) at some level.
    package let isArray: Bool
    /// A dictionary (`[K: V]`, `Dictionary<K, V>`) at the outermost level that is not an optional or an array.
    package let isDictionary: Bool
    /// Optional at the outermost level (`X?`, `X!`, `Optional<X>`): a value a sentence can leave out.
    package let isOptional: Bool

    package init(_ written: String) {
        let trimmed = written.trimmingWhitespace()
        isOptional = trimmed.hasSuffix("?") || trimmed.hasSuffix("!") || trimmed.hasPrefix("Optional<") || trimmed.hasPrefix("Swift.Optional<")
        var text = Substring(trimmed)
        var isArray = false
        while true {
            while let last = text.last, last == "?" || last == "!" { text = text.dropLast() }
            text = Substring(String(text).trimmingWhitespace())
            if text.hasPrefix("["), text.hasSuffix("]") {
                let inner = text.dropFirst().dropLast()
                if TypeReference.topLevelIndex(of: ":", in: inner) != nil {
                    (name, arguments, self.isArray, isDictionary) = (nil, [], isArray, true)
                    return
                }
                isArray = true
                text = inner
                continue
            }
            let (base, arguments) = TypeReference.split(text)
            if (base == "Optional" || base == "Swift.Optional" || base == "Array" || base == "Swift.Array"), arguments.count == 1 {
                if base.hasSuffix("Array") { isArray = true }
                text = Substring(arguments[0])
                continue
            }
            if base == "Dictionary" || base == "Swift.Dictionary" {
                (name, self.arguments, self.isArray, isDictionary) = (nil, [], isArray, true)
                return
            }
            let plain = !base.isEmpty && base.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
                && !(base.first?.isNumber ?? true) && base != "some" && base != "any"
            (name, self.arguments, self.isArray, isDictionary) = (plain ? base : nil, arguments, isArray, false)
            return
        }
    }

    /// The `perform()` return type promises a value: `ReturnsValue<X>`, or `some ReturnsValue` with its type unsaid.
    package static func promisesValue(_ returnType: String) -> Bool { returnType.mentions("ReturnsValue") }

    /// The value type a `perform()` return type promises (`some IntentResult & ReturnsValue<[AlbumEntity]>` →
    /// `[AlbumEntity]`), or nil.
    package static func returnedValue(in returnType: String) -> String? {
        guard let start = returnType.firstRange(ofLiteral: "ReturnsValue<") else { return nil }
        var depth = 1
        var index = start.upperBound
        while index < returnType.endIndex {
            let c = returnType[index]
            if c == "<" { depth += 1 } else if c == ">" { depth -= 1; if depth == 0 { break } }
            index = returnType.index(after: index)
        }
        guard depth == 0 else { return nil }
        return String(returnType[start.upperBound..<index]).trimmingWhitespace()
    }

    /// `Name<A, B>` → (`Name`, [`A`, `B`]); no generic clause → (the text, []).
    package static func split(_ text: Substring) -> (String, [String]) {
        guard let open = text.firstIndex(of: "<"), text.hasSuffix(">") else { return (String(text).trimmingWhitespace(), []) }
        let inner = text[text.index(after: open)..<text.index(before: text.endIndex)]
        var arguments: [String] = []
        var depth = 0
        var current = ""
        for c in inner {
            if c == "<" || c == "[" || c == "(" { depth += 1 }
            if c == ">" || c == "]" || c == ")" { depth -= 1 }
            if c == ",", depth == 0 { arguments.append(current.trimmingWhitespace()); current = ""; continue }
            current.append(c)
        }
        if !current.trimmingWhitespace().isEmpty { arguments.append(current.trimmingWhitespace()) }
        return (String(text[..<open]).trimmingWhitespace(), arguments)
    }

    /// The index of `character` outside any brackets in `text`.
    package static func topLevelIndex(of character: Character, in text: Substring) -> Substring.Index? {
        var depth = 0
        for index in text.indices {
            let c = text[index]
            if c == "[" || c == "(" || c == "<" { depth += 1 } else if c == "]" || c == ")" || c == ">" { depth -= 1 }
            if c == character, depth == 0 { return index }
        }
        return nil
    }
}
