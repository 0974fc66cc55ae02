/// Splitting names and text into lowercase words for whole-word matching.
public enum Words {
    /// `PayDepositIntent` → `pay`, `deposit`, `intent`; `IAPPurchase` → `iap`, `purchase`.
    public static func camelCase(_ name: String) -> [String] {
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
    public static func plain(_ text: String) -> [String] {
        text.lowercased().split { !$0.isLetter && !$0.isNumber }.map(String.init)
    }
}

/// Reading the text of a string literal token.
public enum StringLiteral {
    /// The contents between the delimiters of `"…"`, `"""…"""` or `#"…"#` (escapes left as written).
    public static func contents(_ literal: String) -> String {
        var text = Substring(literal)
        while text.first == "#" && text.last == "#" { text = text.dropFirst().dropLast() }
        if text.hasPrefix("\"\"\"") && text.hasSuffix("\"\"\"") && text.count >= 6 { return String(text.dropFirst(3).dropLast(3)) }
        if text.hasPrefix("\"") && text.hasSuffix("\"") && text.count >= 2 { return String(text.dropFirst().dropLast()) }
        return String(text)
    }
}
