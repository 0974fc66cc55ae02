/// The outline's readers of declarations: a type with its inheritance, a property, a function, and the attributes
/// and enum cases around and in them.
extension OutlineBuilder {
    /// The attribute whose `@name` token is `i`, and the index after it (after its argument list, when it has one).
    package func readAttribute(at i: Int) -> (Attribute, next: Int) {
        let token = tokens[i]
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
        let attribute = Attribute(name: name, range: token.range.lowerBound..<upper, nameRange: nameRange, arguments: arguments,
                                  argumentTokens: argumentTokens)
        return (attribute, (argumentTokens?.upperBound ?? last) + 1)
    }

    /// The names an enum's `case` line declares (`case a, b(String), c = 1`: names at the top level of the line), added
    /// to the enum `parent`; returns the index of the next line's first token.
    package mutating func readCases(keyword i: Int, parent: Int, limit end: Int) -> Int {
        var j = i + 1
        var expectName = true
        while j < end, !(tokens[j].startsLine && j > i + 1) {
            if expectName, tokens[j].kind == .identifier { types[parent].cases.append(text(j)); expectName = false }
            if isPunct(j, ",") { expectName = true }
            j = skipBracket(j) + 1
        }
        return j
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
                                parent: Int?, limit: Int) -> Int {
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
        let property = PropertyDecl(
            attributes: attributes, modifiers: modifiers.spellings, isStatic: modifiers.isStatic,
            keyword: self.keyword(keyword).spelling, name: text(nameIndex), nameRange: tokens[nameIndex].range, range: start..<end,
            keywordOffset: tokens[keyword].range.lowerBound, declarationStart: tokens[startToken].range.lowerBound,
            typeAnnotation: typeAnnotation,
            initializer: initializer, accessors: accessors, conditions: conditions)
        guard let parent else {
            properties.append(property)
            return i
        }
        // Room for several members at a type's first: a list grown step by step moves every declaration each time.
        if types[parent].properties.isEmpty { types[parent].properties.reserveCapacity(8) }
        types[parent].properties.append(property)
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

    /// `typealias Name = A` or `= A & B` on one line, where each part is a plain name (`AppIntents.AppIntent`); nil for a
    /// generic alias or one to a function, tuple, optional or generic type: nothing a type can conform through.
    package func readAlias(keyword: Int, parent: Int?, limit: Int) -> TypeAlias? {
        let name = keyword + 1
        guard name + 2 < limit, tokens[name].kind == .identifier, isOperator(name + 1, UInt8(ascii: "=")) else { return nil }
        var aliased: [String] = [], part = ""
        var i = name + 2
        while i < limit, !tokens[i].startsLine || i == name + 2 {
            let token = tokens[i]
            if token.kind == .identifier, part.isEmpty || part.hasSuffix(".") { part += text(i) }
            else if isPunct(i, "."), !part.isEmpty, !part.hasSuffix(".") { part += "." }
            else if isOperator(i, UInt8(ascii: "&")), !part.isEmpty, !part.hasSuffix(".") { aliased.append(part); part = "" }
            else { return nil }
            i += 1
        }
        guard !part.isEmpty, !part.hasSuffix(".") else { return nil }
        let simple = text(name)
        return TypeAlias(qualifiedName: parent.map { "\(types[$0].qualifiedName).\(simple)" } ?? simple, aliased: aliased + [part])
    }
}
