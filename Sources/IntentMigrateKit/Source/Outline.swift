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

    /// Token `index` reads `text` (compared on the bytes: the queries ask this of most tokens they step over).
    package func token(_ index: Int, is text: String, in bytes: [UInt8]) -> Bool {
        let range = tokens[index].range
        var text = text
        return text.withUTF8 { expected in
            expected.count == range.count && (range.isEmpty || bytes.withUnsafeBufferPointer {
                memcmp($0.baseAddress! + range.lowerBound, expected.baseAddress!, range.count) == 0
            })
        }
    }
}

/// An attribute such as `@available(iOS 17, *)` or `@Parameter(title: "Album")`.
public struct Attribute: Sendable {
    /// The name without `@`, e.g. `Parameter` (App Intents' own without the module: `@AppIntents.Parameter` is `Parameter`).
    public let name: String
    /// From `@` to the closing parenthesis (or the end of the name).
    public let range: Range<Int>
    /// The last component of the name as written, without `@` or a module: what a rename replaces.
    public let nameRange: Range<Int>
    /// Between the parentheses, exclusive; nil when the attribute has no argument list.
    public let arguments: Range<Int>?
    /// Token indices of the argument list's `(` and `)`, when there is one.
    public let argumentTokens: ClosedRange<Int>?
}

extension Attribute {
    /// An `@available` attribute's arguments, each as its tokens' texts, split at the top-level commas.
    package func availableItems(in source: SourceText, view: LexedView) -> [[String]] {
        guard name == "available", let argumentTokens else { return [] }
        var items: [[String]] = [[]]
        var i = argumentTokens.lowerBound + 1
        while i < argumentTokens.upperBound {
            if view.tokens[i].kind == .punctuation && source.bytes[view.tokens[i].range.lowerBound] == UInt8(ascii: ",") {
                items.append([])
            } else {
                items[items.count - 1].append(source.text(view.tokens[i].range))
            }
            i = max(i, view.partner[i]) + 1
        }
        return items
    }

    /// For `@available(iOS 26.0, macOS 26, *)` or `@available(iOS, introduced: 26.0)`: the versions it names.
    public func availability(in source: SourceText, view: LexedView) -> [Platform: OSVersion] {
        let items = availableItems(in: source, view: view)
        var result: [Platform: OSVersion] = [:]
        // The long form: a platform alone, then `introduced: 26.0` among the other arguments.
        if items.count >= 2, items[0].count == 1, let platform = Platform(spelling: items[0][0]) {
            for item in items.dropFirst() where item.count == 3 && item[0] == "introduced" && item[1] == ":" {
                if let version = OSVersion(item[2]) { result[platform] = version }
            }
            return result
        }
        // The short form: `iOS 26.0` items and `*`.
        for item in items where item.count == 2 {
            if let platform = Platform(spelling: item[0]), let version = OSVersion(item[1]) { result[platform] = version }
        }
        return result
    }

    /// What `@available(P, unavailable)` takes away: `everywhere` for `*`, else the platforms named.
    /// (`macCatalyst`, `iOSApplicationExtension` and the like name no platform of the model: nothing.)
    public func unavailability(in source: SourceText, view: LexedView) -> (everywhere: Bool, platforms: Set<Platform>) {
        let items = availableItems(in: source, view: view)
        guard items.count >= 2, items[0].count == 1, items.dropFirst().contains(["unavailable"]) else { return (false, []) }
        if items[0][0] == "*" { return (true, []) }
        return (false, Platform(spelling: items[0][0]).map { [$0] } ?? [])
    }
}

extension Attribute {
    /// The traits an attribute lists (`@AppEntity(.generable)`, `@AppEntity([.generable], schema: …)`,
    /// `@AppIntent(.tool)`): each `.name` that is a whole top-level argument or a whole element of a
    /// top-level array literal.
    public func traits(view: LexedView, bytes: [UInt8]) -> [String] {
        guard let bounds = argumentTokens else { return [] }
        func isPunct(_ i: Int, _ c: Unicode.Scalar) -> Bool {
            view.tokens[i].kind == .punctuation && view.tokens[i].range.count == 1 && bytes[view.tokens[i].range.lowerBound] == UInt8(ascii: c)
        }
        // `.name` between `open` and `close` (exclusive), at that level, each followed by `,` or the end.
        func dotted(from open: Int, to close: Int) -> [String] {
            var found: [String] = []
            var i = open + 1
            var start = true
            while i < close {
                if start, isPunct(i, "."), i + 1 < close, view.tokens[i + 1].kind == .identifier, i + 2 == close || isPunct(i + 2, ",") {
                    found.append(String(utf8: bytes, view.tokens[i + 1].range))
                } else if start, isPunct(i, "["), view.partner[i] > i, open == bounds.lowerBound {
                    found += dotted(from: i, to: view.partner[i])
                }
                start = isPunct(i, ",")
                i = (view.partner[i] > i ? view.partner[i] : i) + 1
            }
            return found
        }
        return dotted(from: bounds.lowerBound, to: bounds.upperBound)
    }
}

/// A name in an inheritance list, e.g. `AppIntent` or `@unchecked Sendable`.
public struct InheritedType: Sendable {
    /// The last identifier of the entry (`AppIntents.AppIntent` → `AppIntent`).
    public let name: String
    public let range: Range<Int>
    /// The names written before it, dotted (`AppIntents.AppIntent` → `AppIntents`), or nil.
    public var qualifier: String? = nil

    /// The entry as written, without generic arguments (`AppIntents.AppIntent`).
    public var written: String { qualifier.map { "\($0).\(name)" } ?? name }
}

/// A stored or computed property declared in a type body.
public struct PropertyDecl: Sendable {
    public let attributes: [Attribute]
    public let modifiers: [String]
    public let isStatic: Bool
    /// `var` or `let`.
    public let keyword: String
    public let name: String
    public let nameRange: Range<Int>
    /// From the first attribute or modifier to the end of the declaration.
    public let range: Range<Int>
    /// Offset of the `var`/`let` keyword.
    public let keywordOffset: Int
    /// Where the declaration proper starts, after its attributes: its first modifier or `var`/`let`.
    public let declarationStart: Int
    /// The type annotation, trimmed, when there is one (a range, like `initializer`: most are never read).
    public let typeAnnotation: Range<Int>?
    /// The initializer expression after `=`, when there is one.
    public let initializer: Range<Int>?
    /// The accessor block `{ … }` including braces, for computed properties.
    public let accessors: Range<Int>?
    /// Conditions of the `#if` blocks around the declaration, outermost first.
    public let conditions: [String]
}

/// A function (or initializer) declared in a type body.
public struct FunctionDecl: Sendable {
    public let name: String
    public let modifiers: [String]
    public let isStatic: Bool
    public let range: Range<Int>
    /// Where `throws` would go: right after the parameter list's `)` (and `async`, when present).
    public let effectsInsertionOffset: Int
    public let isThrowing: Bool
    public let isAsync: Bool
    /// The body `{ … }` including braces.
    public let body: Range<Int>?
    /// Token indices of the body's braces.
    public let bodyTokens: ClosedRange<Int>?
    public let conditions: [String]
    /// The return type after `->`, trimmed (up to the body or a `where` clause), when there is one.
    public var returnType: Range<Int>? = nil
}

/// A type declaration or extension.
public struct TypeDecl: Sendable {
    public enum Kind: String, Sendable, CaseIterable { case `struct`, `class`, actor, `enum`, `protocol`, `extension` }

    public let kind: Kind
    /// The declared name; for an extension the extended type as written (`Foo.Bar`).
    public let name: String
    public let nameRange: Range<Int>
    public let attributes: [Attribute]
    public let modifiers: [String]
    /// Token index of the first modifier, or of the keyword when there is none.
    public let anchorToken: Int
    /// Offset of the `struct`/`class`/… keyword.
    public let keywordOffset: Int
    public let inheritance: [InheritedType]
    /// The body `{ … }` including braces.
    public let body: Range<Int>
    public let bodyTokens: ClosedRange<Int>
    /// Conditions of the `#if` blocks around the declaration, outermost first.
    public let conditions: [String]
    /// Index of the enclosing type in `Outline.types`.
    public let parent: Int?
    public var properties: [PropertyDecl]
    public var functions: [FunctionDecl]
    /// Enum case names (`case failure(String)` → `failure`).
    public var cases: [String] = []

    package init(kind: Kind, name: String, nameRange: Range<Int>, attributes: [Attribute], modifiers: [String], anchorToken: Int,
         keywordOffset: Int, inheritance: [InheritedType], body: Range<Int>, bodyTokens: ClosedRange<Int>, conditions: [String],
         parent: Int?, properties: [PropertyDecl], functions: [FunctionDecl]) {
        self.kind = kind
        self.name = name
        // Names are ASCII-delimited: the last `.` found going forward on the bytes.
        var afterDot: String.Index?
        var i = name.utf8.startIndex
        while i != name.utf8.endIndex {
            let next = name.utf8.index(after: i)
            if name.utf8[i] == UInt8(ascii: ".") { afterDot = next }
            i = next
        }
        simpleName = afterDot.map { String(name[$0...]) } ?? name
        self.nameRange = nameRange
        self.attributes = attributes
        self.modifiers = modifiers
        self.anchorToken = anchorToken
        self.keywordOffset = keywordOffset
        self.inheritance = inheritance
        self.body = body
        self.bodyTokens = bodyTokens
        self.conditions = conditions
        self.parent = parent
        self.properties = properties
        self.functions = functions
    }

    /// Where the declaration starts: its first attribute, modifier or keyword.
    public func startOffset(in view: LexedView) -> Int {
        attributes.first?.range.lowerBound ?? view.tokens[anchorToken].range.lowerBound
    }

    /// The last component of the name (`Foo.Bar` → `Bar`).
    public let simpleName: String
    /// The name with the types around it (`L10n.Widgets.AppIntent` for an `enum AppIntent` nested in
    /// `enum Widgets` in `enum L10n`, or in `extension L10n.Widgets`).
    public internal(set) var qualifiedName: String = ""
    public func attribute(named name: String) -> Attribute? { attributes.first { $0.name == name } }
    public func property(named name: String) -> PropertyDecl? { properties.first { $0.name == name } }
    /// A `static` property of that name: what App Intents reads as the type's `openAppWhenRun`, `supportedModes`, ….
    public func staticProperty(named name: String) -> PropertyDecl? { properties.first { $0.name == name && $0.isStatic } }
    /// The intent's parameters: its properties with an `@Parameter` attribute.
    public var parameters: [PropertyDecl] { properties.filter { $0.attributes.contains { $0.name == "Parameter" } } }
    public func function(named name: String) -> FunctionDecl? { functions.first { $0.name == name } }
}

/// The shallow structure of a file: its types, their members, and the attributes on each.
public struct Outline: Sendable {
    public let types: [TypeDecl]
    /// The functions declared at file scope, outside any type (`private func applyChange(…) -> String`).
    public let functions: [FunctionDecl]

    public init(source: SourceText, view: LexedView) { self.init(bytes: source.bytes, view: view) }

    /// The outline needs the bytes only (no line table).
    public init(bytes: [UInt8], view: LexedView) {
        var builder = OutlineBuilder(bytes: bytes, view: view)
        builder.scan(from: 0, to: view.tokens.count, parent: nil)
        types = builder.types
        functions = builder.functions
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
                var argumentTokens: ClosedRange<Int>?
                var name = String(utf8: bytes, token.range.lowerBound + 1..<token.range.upperBound)
                // A module-qualified attribute (`@AppIntents.Parameter`, needed where TipKit's `@Parameter` is imported
                // too) is one attribute: App Intents' own is named as written without the module, another keeps it.
                var last = i
                while isPunct(last + 1, "."), last + 2 < tokens.count, tokens[last + 2].kind == .identifier,
                      tokens[last + 1].range.lowerBound == tokens[last].range.upperBound,
                      tokens[last + 2].range.lowerBound == tokens[last + 1].range.upperBound {
                    last += 2
                }
                if last > i {
                    let qualified = String(utf8: bytes, token.range.lowerBound + 1..<tokens[last].range.upperBound)
                    name = qualified.hasPrefix("AppIntents.") ? String(qualified.dropFirst("AppIntents.".count)) : qualified
                }
                var upper = tokens[last].range.upperBound
                if isPunct(last + 1, "("), !tokens[last + 1].startsLine, tokens[last + 1].range.lowerBound - tokens[last].range.upperBound <= 1 {
                    let close = view.partner[last + 1]
                    argumentTokens = (last + 1)...close
                    upper = tokens[close].range.upperBound
                }
                let arguments = argumentTokens.map { tokens[$0.lowerBound].range.upperBound..<tokens[$0.upperBound].range.lowerBound }
                let nameRange = last > i ? tokens[last].range : token.range.lowerBound + 1..<token.range.upperBound
                attributes.append(Attribute(name: name, range: token.range.lowerBound..<upper, nameRange: nameRange, arguments: arguments,
                                            argumentTokens: argumentTokens))
                i = (argumentTokens?.upperBound ?? last) + 1
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
                } else if word == .var || word == .let, let parent {
                    i = parseProperty(keyword: i, attributes: attributes, modifiers: modifiers, firstModifier: firstModifier, parent: parent, limit: end)
                    reset(); continue
                } else if word == .func || word == .`init` || word == .subscript || word == .deinit {
                    i = parseFunction(keyword: i, modifiers: modifiers, firstModifier: firstModifier, attributes: attributes, parent: parent, limit: end)
                    reset(); continue
                } else if word == .case, let parent, types[parent].kind == .enum {
                    // `case a, b(String), c = 1`: names at the top level of the line.
                    var j = i + 1
                    var expectName = true
                    while j < end, !(tokens[j].startsLine && j > i + 1) {
                        if expectName, tokens[j].kind == .identifier { types[parent].cases.append(text(j)); expectName = false }
                        if isPunct(j, ",") { expectName = true }
                        j = skipBracket(j) + 1
                    }
                    i = j; reset(); continue
                } else if word.skipsLine {
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

    /// Parses `struct Name<…>: A, B where … { … }`; returns the index after the body.
    package mutating func parseType(kind: TypeDecl.Kind, keyword: Int, attributes: [Attribute], modifiers: Modifiers,
                            firstModifier: Int?, parent: Int?, limit: Int) -> Int? {
        var i = keyword + 1
        guard i < limit, tokens[i].kind == .identifier else { return nil }
        let nameStart = tokens[i].range.lowerBound
        var nameEnd = tokens[i].range.upperBound
        i += 1
        while isPunct(i, "."), i + 1 < limit, tokens[i + 1].kind == .identifier {
            nameEnd = tokens[i + 1].range.upperBound
            i += 2
        }
        // Generic parameters.
        if i < limit, tokens[i].kind == .operator, bytes[tokens[i].range.lowerBound] == UInt8(ascii: "<") {
            i = skipAngles(from: i, limit: limit)
        }
        var inheritance: [InheritedType] = []
        if isPunct(i, ":") {
            i += 1
            var entryStart = i
            var lastIdentifier: Int?
            func close(_ at: Int) {
                if entryStart < at, let last = lastIdentifier {
                    // `A.B.Name`: the identifiers joined by dots before the last one.
                    var first = last
                    while first - 2 >= entryStart, isPunct(first - 1, "."), tokens[first - 2].kind == .identifier { first -= 2 }
                    let qualifier = first < last ? String(utf8: bytes, tokens[first].range.lowerBound..<tokens[last - 2].range.upperBound) : nil
                    inheritance.append(InheritedType(name: text(last), range: tokens[entryStart].range.lowerBound..<tokens[at - 1].range.upperBound,
                                                     qualifier: qualifier))
                }
            }
            while i < limit, !isPunct(i, "{"), !isWord(i, .where) {
                if tokens[i].kind == .pound, handleDirective(i) { i += 1; continue }
                if isPunct(i, ",") {
                    close(i); entryStart = i + 1; lastIdentifier = nil; i += 1; continue
                }
                if tokens[i].kind == .identifier { lastIdentifier = i }
                if tokens[i].kind == .operator, bytes[tokens[i].range.lowerBound] == UInt8(ascii: "<") {
                    i = skipAngles(from: i, limit: limit); continue
                }
                i = skipBracket(i) + 1
            }
            close(i)
        }
        while i < limit, !isPunct(i, "{") { i = skipBracket(i) + 1 }
        guard i < limit else { return nil }
        let open = i, closeIndex = view.partner[i]
        let decl = TypeDecl(
            kind: kind, name: String(utf8: bytes, nameStart..<nameEnd), nameRange: nameStart..<nameEnd,
            attributes: attributes, modifiers: modifiers.spellings, anchorToken: firstModifier ?? keyword,
            keywordOffset: tokens[keyword].range.lowerBound, inheritance: inheritance,
            body: tokens[open].range.lowerBound..<tokens[closeIndex].range.upperBound, bodyTokens: open...closeIndex,
            conditions: conditions, parent: parent, properties: [], functions: [])
        types.append(decl)
        let index = types.count - 1
        types[index].qualifiedName = parent.map { "\(types[$0].qualifiedName).\(decl.name)" } ?? decl.name
        scan(from: open + 1, to: closeIndex, parent: index)
        return closeIndex + 1
    }

    /// Skips a `<…>` generic clause that starts at `index`, counting angle brackets inside operator tokens.
    package func skipAngles(from index: Int, limit: Int) -> Int {
        var depth = 0
        var i = index
        while i < limit {
            if tokens[i].kind == .operator {
                for byte in bytes[tokens[i].range] {
                    if byte == UInt8(ascii: "<") { depth += 1 } else if byte == UInt8(ascii: ">") { depth -= 1 }
                }
                if depth <= 0 { return i + 1 }
            } else if isPunct(i, "{") {
                return i
            }
            i = skipBracket(i) + 1
        }
        return i
    }

    package mutating func parseProperty(keyword: Int, attributes: [Attribute], modifiers: Modifiers, firstModifier: Int?,
                                parent: Int, limit: Int) -> Int {
        var i = keyword + 1
        guard i < limit, tokens[i].kind == .identifier else { return keyword + 1 }
        let nameIndex = i
        i += 1
        var typeAnnotation: Range<Int>?
        var initializer: Range<Int>?
        var accessors: Range<Int>?
        if isPunct(i, ":") {
            let typeStart = i + 1
            i += 1
            while i < limit, !isPunct(i, "{"), !isOperator(i, UInt8(ascii: "=")), !(tokens[i].startsLine && i > typeStart) {
                i = skipBracket(i) + 1
            }
            if i > typeStart {
                typeAnnotation = tokens[typeStart].range.lowerBound..<tokens[i - 1].range.upperBound
            }
        }
        if i < limit, isOperator(i, UInt8(ascii: "=")) {
            let valueStart = i + 1
            i += 1
            var last = i
            while i < limit {
                if tokens[i].startsLine, i > valueStart || startsDeclaration(i), !continuesExpression(i) { break }
                if isPunct(i, ";") { break }
                last = skipBracket(i)
                i = last + 1
            }
            if valueStart < i { initializer = tokens[valueStart].range.lowerBound..<tokens[last].range.upperBound }
        }
        if isPunct(i, "{"), i < limit {
            let close = view.partner[i]
            accessors = tokens[i].range.lowerBound..<tokens[close].range.upperBound
            i = close + 1
        }
        let startToken = min(firstModifier ?? keyword, keyword)
        let start = attributes.first?.range.lowerBound ?? tokens[startToken].range.lowerBound
        let end = tokens[max(i - 1, nameIndex)].range.upperBound
        // Room for several members at a type's first: a list grown step by step moves every declaration each time.
        if types[parent].properties.isEmpty { types[parent].properties.reserveCapacity(8) }
        types[parent].properties.append(PropertyDecl(
            attributes: attributes, modifiers: modifiers.spellings, isStatic: modifiers.isStatic,
            keyword: self.keyword(keyword).spelling, name: text(nameIndex), nameRange: tokens[nameIndex].range, range: start..<end,
            keywordOffset: tokens[keyword].range.lowerBound, declarationStart: tokens[startToken].range.lowerBound,
            typeAnnotation: typeAnnotation,
            initializer: initializer, accessors: accessors, conditions: conditions))
        return i
    }

    /// An attribute, a `#` directive, a modifier or a declaration keyword: no expression goes on through it.
    package func startsDeclaration(_ index: Int) -> Bool {
        let token = tokens[index]
        if token.kind == .attribute || token.kind == .pound { return true }
        guard token.kind == .identifier else { return false }
        let word = keyword(index)
        return word.isModifier || word.isDeclaration
    }

    /// A token on a new line continues the expression before it when either side is an operator or a dot,
    /// unless it starts a declaration.
    package func continuesExpression(_ index: Int) -> Bool {
        !startsDeclaration(index) && view.joinsPrevious(index, bytes: bytes)
    }

    package mutating func parseFunction(keyword: Int, modifiers: Modifiers, firstModifier: Int?, attributes: [Attribute],
                                parent: Int?, limit: Int) -> Int {
        let keywordText = self.keyword(keyword).spelling
        var i = keyword + 1
        var name = keywordText
        if keywordText == "func", i < limit {
            name = text(i); i += 1
        }
        if i < limit, tokens[i].kind == .operator, bytes[tokens[i].range.lowerBound] == UInt8(ascii: "<") {
            i = skipAngles(from: i, limit: limit)
        }
        // Failable initializers: `init?(`.
        if i < limit, tokens[i].kind == .operator, !isPunct(i, "(") { i += 1 }
        var effectsOffset = tokens[min(i, limit - 1)].range.lowerBound
        if isPunct(i, "(") {
            let close = view.partner[i]
            effectsOffset = tokens[close].range.upperBound
            i = close + 1
        }
        var isAsync = false, isThrowing = false
        var returnStart: Int?, returnEnd: Int?
        while i < limit, !isPunct(i, "{") {
            if tokens[i].startsLine, startsDeclaration(i) || (!continuesExpression(i) && tokens[i].kind == .identifier
               && !self.keyword(i).isEffect) { break }
            let word = self.keyword(i)
            if word == .async { isAsync = true; effectsOffset = tokens[i].range.upperBound }
            if word == .throws || word == .rethrows { isThrowing = true }
            if word == .where { returnEnd = returnEnd ?? i }
            if returnStart == nil, tokens[i].kind == .operator, tokens[i].range.count == 2,
               bytes[tokens[i].range.lowerBound] == UInt8(ascii: "-"), bytes[tokens[i].range.lowerBound + 1] == UInt8(ascii: ">") {
                returnStart = i + 1
            }
            i = skipBracket(i) + 1
        }
        var returnType: Range<Int>?
        if let first = returnStart, case let last = (returnEnd ?? i) - 1, first <= last, last < tokens.count {
            returnType = tokens[first].range.lowerBound..<tokens[last].range.upperBound
        }
        var body: Range<Int>?
        var bodyTokens: ClosedRange<Int>?
        if isPunct(i, "{"), i < limit {
            let close = view.partner[i]
            body = tokens[i].range.lowerBound..<tokens[close].range.upperBound
            bodyTokens = i...close
            i = close + 1
        }
        let start = attributes.first?.range.lowerBound ?? tokens[firstModifier ?? keyword].range.lowerBound
        let function = FunctionDecl(
            name: name, modifiers: modifiers.spellings, isStatic: modifiers.isStatic,
            range: start..<tokens[max(i - 1, keyword)].range.upperBound, effectsInsertionOffset: effectsOffset,
            isThrowing: isThrowing, isAsync: isAsync, body: body, bodyTokens: bodyTokens, conditions: conditions,
            returnType: returnType)
        if let parent {
            if types[parent].functions.isEmpty { types[parent].functions.reserveCapacity(4) }
            types[parent].functions.append(function)
        } else if keywordText == "func" {
            functions.append(function)
        }
        return i
    }
}

/// The modifiers before a declaration, as keywords (the outline makes their strings once, at the end).
package struct Modifiers {
    /// Up to eight keywords, a byte each (no allocation); any more go to `more`.
    private var packed: UInt64 = 0
    private var count = 0
    private var more: [Keyword] = []
    package mutating func append(_ word: Keyword) {
        if count < 8 { packed |= UInt64(word.rawValue) << (8 * count) } else { more.append(word) }
        count += 1
    }
    private func word(_ i: Int) -> Keyword { i < 8 ? Keyword(rawValue: UInt8(truncatingIfNeeded: packed >> (8 * i)))! : more[i - 8] }
    package var isStatic: Bool { (0..<count).contains { word($0) == .static || word($0) == .class } }
    /// The spellings; a single modifier (the usual case) shares a list made once per keyword.
    package var spellings: [String] {
        switch count {
        case 0: return []
        case 1: return Keyword.alone[Int(word(0).rawValue)]
        default: return (0..<count).map { word($0).spelling }
        }
    }
}

/// The words the outline acts on, recognised from a token's bytes (no string is made per token).
package enum Keyword: UInt8, CaseIterable, Sendable {
    case none
    // Modifiers.
    case `public`, `private`, `fileprivate`, `internal`, open, package, final, `static`, override, mutating, nonmutating,
         lazy, weak, unowned, required, convenience, nonisolated, indirect, dynamic, optional, consuming, borrowing,
         distributed, isolated
    // Declarations.
    case `var`, `let`, `func`, `init`, `deinit`, `subscript`, `struct`, `class`, `enum`, actor, `protocol`, `extension`,
         `typealias`, `case`
    // Lines skipped whole.
    case `import`, `associatedtype`, `precedencegroup`, `operator`, macro
    // Effects and clauses.
    case async, `throws`, `rethrows`, reasync, `where`

    /// The keyword as written (a table, not reflection: `String(describing:)` on a case is slow).
    package var spelling: String { Keyword.spellings[Int(rawValue)] }

    package static let spellings: [String] = [
        "",
        "public", "private", "fileprivate", "internal", "open", "package", "final", "static", "override", "mutating", "nonmutating",
        "lazy", "weak", "unowned", "required", "convenience", "nonisolated", "indirect", "dynamic", "optional", "consuming", "borrowing",
        "distributed", "isolated",
        "var", "let", "func", "init", "deinit", "subscript", "struct", "class", "enum", "actor", "protocol", "extension",
        "typealias", "case",
        "import", "associatedtype", "precedencegroup", "operator", "macro",
        "async", "throws", "rethrows", "reasync", "where",
    ]

    /// Each keyword's spelling as a one-element list (for `Modifiers.spellings`).
    package static let alone: [[String]] = spellings.map { [$0] }

    package var isModifier: Bool { rawValue >= Keyword.public.rawValue && rawValue <= Keyword.isolated.rawValue }
    package var isDeclaration: Bool { rawValue >= Keyword.var.rawValue && rawValue <= Keyword.case.rawValue }
    package var skipsLine: Bool { self == .typealias || (rawValue >= Keyword.import.rawValue && rawValue <= Keyword.macro.rawValue) }
    package var isEffect: Bool { rawValue >= Keyword.async.rawValue }
    package var typeKind: TypeDecl.Kind? {
        switch self {
        case .struct: .struct
        case .class: .class
        case .actor: .actor
        case .enum: .enum
        case .protocol: .protocol
        case .extension: .extension
        default: nil
        }
    }

    /// Buckets of (spelling, keyword) by length and first letter.
    package static let buckets: [[([UInt8], Keyword)]] = {
        var buckets = [[([UInt8], Keyword)]](repeating: [], count: 16 * 26)
        for keyword in Keyword.allCases where keyword != .none {
            let bytes = Array(keyword.spelling.utf8)
            buckets[bytes.count * 26 + Int(bytes[0] - UInt8(ascii: "a"))].append((bytes, keyword))
        }
        return buckets
    }()

    package static func classify(_ word: UnsafeBufferPointer<UInt8>) -> Keyword {
        guard word.count >= 2, word.count < 16, word[0] >= UInt8(ascii: "a"), word[0] <= UInt8(ascii: "z") else { return .none }
        for (spelling, keyword) in buckets[word.count * 26 + Int(word[0] - UInt8(ascii: "a"))]
        where spelling.withUnsafeBufferPointer({ memcmp($0.baseAddress!, word.baseAddress!, word.count) == 0 }) {
            return keyword
        }
        return .none
    }
}
