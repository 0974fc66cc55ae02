/// An attribute such as `@available(iOS 17, *)` or `@Parameter(title: "Album")`.
package struct Attribute: Sendable {
    /// The name without `@`, e.g. `Parameter` (App Intents' own without the module: `@AppIntents.Parameter` is `Parameter`).
    package let name: String
    /// From `@` to the closing parenthesis (or the end of the name).
    package let range: Range<Int>
    /// The last component of the name as written, without `@` or a module: what a rename replaces.
    package let nameRange: Range<Int>
    /// Between the parentheses, exclusive; nil when the attribute has no argument list.
    package let arguments: Range<Int>?
    /// Token indices of the argument list's `(` and `)`, when there is one.
    package let argumentTokens: ClosedRange<Int>?
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
    package func availability(in source: SourceText, view: LexedView) -> [Platform: OSVersion] {
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
    package func unavailability(in source: SourceText, view: LexedView) -> (everywhere: Bool, platforms: Set<Platform>) {
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
    package func traits(view: LexedView, bytes: [UInt8]) -> [String] {
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
package struct InheritedType: Sendable {
    /// The last identifier of the entry (`AppIntents.AppIntent` → `AppIntent`).
    package let name: String
    package let range: Range<Int>
    /// The names written before it, dotted (`AppIntents.AppIntent` → `AppIntents`), or nil.
    package var qualifier: String? = nil

    /// The entry as written, without generic arguments (`AppIntents.AppIntent`).
    package var written: String { qualifier.map { "\($0).\(name)" } ?? name }
}

/// A stored or computed property declared in a type body.
package struct PropertyDecl: Sendable {
    package let attributes: [Attribute]
    package let modifiers: [String]
    package let isStatic: Bool
    /// `var` or `let`.
    package let keyword: String
    package let name: String
    package let nameRange: Range<Int>
    /// From the first attribute or modifier to the end of the declaration.
    package let range: Range<Int>
    /// Offset of the `var`/`let` keyword.
    package let keywordOffset: Int
    /// Where the declaration proper starts, after its attributes: its first modifier or `var`/`let`.
    package let declarationStart: Int
    /// The type annotation, trimmed, when there is one (a range, like `initializer`: most are never read).
    package let typeAnnotation: Range<Int>?
    /// The initializer expression after `=`, when there is one.
    package let initializer: Range<Int>?
    /// The accessor block `{ … }` including braces, for computed properties.
    package let accessors: Range<Int>?
    /// Conditions of the `#if` blocks around the declaration, outermost first.
    package let conditions: [String]
}

/// A function (or initializer) declared in a type body.
package struct FunctionDecl: Sendable {
    package let name: String
    package let modifiers: [String]
    package let isStatic: Bool
    package let range: Range<Int>
    /// Where `throws` would go: right after the parameter list's `)` (and `async`, when present).
    package let effectsInsertionOffset: Int
    package let isThrowing: Bool
    package let isAsync: Bool
    /// The body `{ … }` including braces.
    package let body: Range<Int>?
    /// Token indices of the body's braces.
    package let bodyTokens: ClosedRange<Int>?
    package let conditions: [String]
    /// The return type after `->`, trimmed (up to the body or a `where` clause), when there is one.
    package var returnType: Range<Int>? = nil
}

/// A type declaration or extension.
package struct TypeDecl: Sendable {
    package enum Kind: String, Sendable, CaseIterable { case `struct`, `class`, actor, `enum`, `protocol`, `extension` }

    package let kind: Kind
    /// The declared name; for an extension the extended type as written (`Foo.Bar`).
    package let name: String
    package let nameRange: Range<Int>
    package let attributes: [Attribute]
    package let modifiers: [String]
    /// Token index of the first modifier, or of the keyword when there is none.
    package let anchorToken: Int
    /// Offset of the `struct`/`class`/… keyword.
    package let keywordOffset: Int
    package let inheritance: [InheritedType]
    /// The body `{ … }` including braces.
    package let body: Range<Int>
    package let bodyTokens: ClosedRange<Int>
    /// Conditions of the `#if` blocks around the declaration, outermost first.
    package let conditions: [String]
    /// Index of the enclosing type in `Outline.types`.
    package let parent: Int?
    package var properties: [PropertyDecl]
    package var functions: [FunctionDecl]
    /// Enum case names (`case failure(String)` → `failure`).
    package var cases: [String] = []

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
    package func startOffset(in view: LexedView) -> Int {
        attributes.first?.range.lowerBound ?? view.tokens[anchorToken].range.lowerBound
    }

    /// The last component of the name (`Foo.Bar` → `Bar`).
    package let simpleName: String
    /// The name with the types around it (`L10n.Widgets.AppIntent` for an `enum AppIntent` nested in
    /// `enum Widgets` in `enum L10n`, or in `extension L10n.Widgets`).
    package internal(set) var qualifiedName: String = ""
    package func attribute(named name: String) -> Attribute? { attributes.first { $0.name == name } }
    package func property(named name: String) -> PropertyDecl? { properties.first { $0.name == name } }
    /// A `static` property of that name: what App Intents reads as the type's `openAppWhenRun`, `supportedModes`, ….
    package func staticProperty(named name: String) -> PropertyDecl? { properties.first { $0.name == name && $0.isStatic } }
    /// The intent's parameters: its properties with an `@Parameter` attribute.
    package var parameters: [PropertyDecl] { properties.filter { $0.attributes.contains { $0.name == "Parameter" } } }
    package func function(named name: String) -> FunctionDecl? { functions.first { $0.name == name } }
}

/// A type alias a type can conform through: `typealias RemoteIntent = LiveActivityIntent` (often one per platform under
/// `#if`), then `struct VolumeUp: RemoteIntent`.
package struct TypeAlias: Sendable {
    /// The alias with the types around it (`Remote.Command`).
    package let qualifiedName: String
    /// The names it stands for, as written (`AppIntent & ProgressReportingIntent` → both).
    package let aliased: [String]
}
