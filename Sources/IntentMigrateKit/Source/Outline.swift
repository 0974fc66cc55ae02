extension LexedView {
    /// Token `index`, on a new line, carries on the expression before it: it is an operator or a
    /// `.member`, or the token before it is an operator, `.`, `,`, `(` or `[`.
    package func joinsPrevious(_ index: Int, bytes: [UInt8]) -> Bool {
        let token = tokens[index]
        if token.kind == .operator { return true }
        if token.kind == .punctuation, bytes[token.range.lowerBound] == UInt8(ascii: ".") { return true }
        // A line can't start with `?` or `:` of its own: they go on with a ternary (`ok\n ? "Done." : "Failed."`).
        if token.kind == .punctuation, token.range.count == 1, [UInt8(ascii: "?"), UInt8(ascii: ":")].contains(bytes[token.range.lowerBound]) { return true }
        guard index > 0 else { return false }
        let previous = tokens[index - 1]
        if previous.kind == .operator { return true }
        if previous.kind == .punctuation {
            let c = bytes[previous.range.lowerBound]
            return c == UInt8(ascii: ".") || c == UInt8(ascii: ",") || c == UInt8(ascii: "(") || c == UInt8(ascii: "[")
        }
        return false
    }
}

/// A conditional-compilation directive.
package enum Directive {
    case `if`, elseif, `else`, endif

    /// The directive a `#` word spells (`#if`, `#elseif`, `#else`, `#endif`), or nil for any other
    /// (`#Preview`, `#selector`, …): the one place that knows their spellings.
    package init?<Word: Collection>(_ word: Word) where Word.Element == UInt8 {
        if word.elementsEqual("#if".utf8) { self = .if }
        else if word.elementsEqual("#elseif".utf8) { self = .elseif }
        else if word.elementsEqual("#else".utf8) { self = .else }
        else if word.elementsEqual("#endif".utf8) { self = .endif }
        else { return nil }
    }
}

/// Whether a run of directives opens and closes in order: each `#else`/`#elseif` inside an `#if`, every `#if`
/// closed (fed one directive at a time: the lexer and the hollowing read them from different places).
package struct DirectiveBalance {
    private var depth = 0, broken = false

    package mutating func add(_ directive: Directive) {
        switch directive {
        case .if: depth += 1
        case .endif:
            depth -= 1
            if depth < 0 { broken = true }
        case .else, .elseif: if depth == 0 { broken = true }
        }
    }

    package var isBalanced: Bool { !broken && depth == 0 }
}

extension LexedView {
    /// The directive token `index` is, or nil for any other token.
    /// The code (comments blanked) after token `index` to the end of its line: a `#if` condition.
    package func restOfLine(after index: Int) -> String {
        var end = tokens[index].range.upperBound
        while end < mask.count && mask[end] != 0x0A { end += 1 }
        return String(decoding: mask[tokens[index].range.upperBound..<end], as: UTF8.self).trimmingWhitespace()
    }

    package func directive(at index: Int, bytes: [UInt8]) -> Directive? {
        guard tokens[index].kind == .pound else { return nil }
        return Directive(bytes[tokens[index].range])
    }

    /// The file imports one of `modules` (`import WidgetKit`).
    package func imports(anyOf modules: Set<String>, in bytes: [UInt8]) -> Bool {
        tokens.indices.dropLast().contains { token($0, is: "import", in: bytes) && modules.contains(String(utf8: bytes, tokens[$0 + 1].range)) }
    }

    /// Token `index` reads `text` (compared on the bytes: the queries ask this of most tokens they step over).
    package func token(_ index: Int, is text: String, in bytes: [UInt8]) -> Bool {
        let range = tokens[index].range
        // Most tokens asked about differ in length: that is answered without touching the text.
        guard text.utf8.count == range.count else { return false }
        if range.isEmpty { return true }
        // One byte (punctuation, most of what is asked) needs no call.
        if range.count == 1 { return bytes[range.lowerBound] == text.utf8.first }
        return text.utf8.withContiguousStorageIfAvailable { expected in
            bytes.withUnsafeBufferPointer { memcmp($0.baseAddress! + range.lowerBound, expected.baseAddress!, range.count) == 0 }
        } ?? bytes[range].elementsEqual(text.utf8)
    }
}

/// The shallow structure of a file: its types, their members, and the attributes on each.
package struct Outline: Sendable {
    package let types: [TypeDecl]
    /// The functions declared at file scope, outside any type (`private func applyChange(…) -> String`).
    package let functions: [FunctionDecl]
    /// The type aliases, at file scope or in a type (`typealias RemoteIntent = LiveActivityIntent`).
    package let aliases: [TypeAlias]
    /// The constants and variables declared at file scope (`private let offDialog = IntentDialog("…")`).
    package let properties: [PropertyDecl]

    package init(source: SourceText, view: LexedView) { self.init(bytes: source.bytes, view: view) }

    /// The outline needs the bytes only (no line table).
    package init(bytes: [UInt8], view: LexedView) {
        var builder = OutlineBuilder(bytes: bytes, view: view)
        builder.scan(from: 0, to: view.tokens.count, parent: nil)
        types = builder.types
        functions = builder.functions
        aliases = builder.aliases
        properties = builder.properties
    }
}

/// Walks declaration-level tokens; does not descend into function or accessor bodies.
package struct OutlineBuilder {
    package let bytes: [UInt8]
    package let view: LexedView
    package var tokens: [Token] { view.tokens }
    package var types: [TypeDecl] = []
    /// Functions at file scope.
    package var functions: [FunctionDecl] = []
    package var aliases: [TypeAlias] = []
    /// Constants and variables at file scope.
    package var properties: [PropertyDecl] = []
    package var conditions: [String] = []

    package init(bytes: [UInt8], view: LexedView) {
        self.bytes = bytes
        self.view = view
        types.reserveCapacity(8)
    }

    package func text(_ index: Int) -> String { String(utf8: bytes, tokens[index].range) }
    package func isPunct(_ index: Int, _ c: UInt8) -> Bool {
        index < tokens.count && tokens[index].kind == .punctuation && bytes[tokens[index].range.lowerBound] == c
    }
    package func isPunct(_ index: Int, _ c: Unicode.Scalar) -> Bool { isPunct(index, UInt8(ascii: c)) }
    package func isWord(_ index: Int, _ word: Keyword) -> Bool { index < tokens.count && keyword(index) == word }
    /// The token is the one-byte operator `c` (`=`, `<`).
    package func isOperator(_ index: Int, _ c: UInt8) -> Bool {
        index < tokens.count && tokens[index].kind == .operator && tokens[index].range.count == 1 && bytes[tokens[index].range.lowerBound] == c
    }

    /// The keyword an identifier token spells, without making a string of it.
    package func keyword(_ index: Int) -> Keyword {
        let token = tokens[index]
        guard token.kind == .identifier else { return .none }
        return bytes.withUnsafeBufferPointer { Keyword.classify(UnsafeBufferPointer(rebasing: $0[token.range])) }
    }

    /// Handles `#if`/`#elseif`/`#else`/`#endif`; returns true when the token was one.
    package mutating func handleDirective(_ index: Int) -> Bool {
        switch view.directive(at: index, bytes: bytes) {
        case .if: conditions.append(view.restOfLine(after: index))
        case .elseif: if !conditions.isEmpty { conditions[conditions.count - 1] = view.restOfLine(after: index) }
        case .else: if let last = conditions.last { conditions[conditions.count - 1] = "!(\(last))" }
        case .endif: _ = conditions.popLast()
        case nil: return false
        }
        return true
    }

    /// Skips to the first token on a later line.
    package func nextLine(from index: Int, limit: Int) -> Int {
        var i = index + 1
        while i < limit && !tokens[i].startsLine { i = skipBracket(i) + 1 }
        return i
    }

    /// When `index` opens a bracket, the index of its partner; otherwise `index`.
    package func skipBracket(_ index: Int) -> Int { view.partner[index] > index ? view.partner[index] : index }

    package mutating func scan(from start: Int, to end: Int, parent: Int?) {
        var attributes: [Attribute] = []
        var modifiers = Modifiers()
        var firstModifier: Int?
        var i = start
        func reset() { attributes = []; modifiers = Modifiers(); firstModifier = nil }
        while i < end {
            let token = tokens[i]
            if token.kind == .pound, handleDirective(i) { i += 1; continue }
            switch token.kind {
            case .attribute:
                let (attribute, next) = readAttribute(at: i)
                attributes.append(attribute)
                i = next
                continue
            case .identifier:
                let word = keyword(i)
                if word.isModifier || (word == .class && isDeclarationKeyword(i + 1)) {
                    if firstModifier == nil { firstModifier = i }
                    modifiers.append(word)
                    // `private(set)` and friends
                    if isPunct(i + 1, "(") { i = view.partner[i + 1] + 1 } else { i += 1 }
                    continue
                }
                if let kind = word.typeKind, word != .class || !isDeclarationKeyword(i + 1) {
                    if let next = parseType(kind: kind, keyword: i, attributes: attributes, modifiers: modifiers,
                                            firstModifier: firstModifier, parent: parent, limit: end) {
                        i = next; reset(); continue
                    }
                } else if word == .var || word == .let {
                    i = parseProperty(keyword: i, attributes: attributes, modifiers: modifiers, firstModifier: firstModifier, parent: parent, limit: end)
                    reset(); continue
                } else if word == .func || word == .`init` || word == .subscript || word == .deinit {
                    i = parseFunction(keyword: i, modifiers: modifiers, firstModifier: firstModifier, attributes: attributes, parent: parent, limit: end)
                    reset(); continue
                } else if word == .case, let parent, types[parent].kind == .enum {
                    i = readCases(keyword: i, parent: parent, limit: end); reset(); continue
                } else if word.skipsLine {
                    if word == .typealias, let alias = readAlias(keyword: i, parent: parent, limit: end) { aliases.append(alias) }
                    i = nextLine(from: i, limit: end); reset(); continue
                }
                reset()
                i += 1
            default:
                reset()
                i = skipBracket(i) + 1
            }
        }
    }

    package func isDeclarationKeyword(_ index: Int) -> Bool {
        guard index < tokens.count else { return false }
        let word = keyword(index)
        return word == .func || word == .var || word == .let || word == .subscript || word == .`init` || word.isModifier || word == .class
    }
}
