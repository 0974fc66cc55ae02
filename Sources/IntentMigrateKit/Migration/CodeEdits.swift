/// Building edits in the file's own style: where a line, attribute, member or argument goes.
extension FileContext {
    /// An edit adding `attribute` as the declaration's last attribute: inline after the last attribute
    /// when that shares the declaration's line, else on a line of its own with the declaration's indentation.
    package func insertAttribute(_ attribute: String, on type: TypeDecl, message: String, newTool: String? = nil, exceptOn excluded: [Platform] = []) -> Edit {
        let anchor = view.tokens[type.anchorToken].range.lowerBound
        let anchorLine = source.lineIndex(of: anchor)
        if !excluded.isEmpty {
            // `#if !os(watchOS)` / the attribute / `#endif`, on lines of their own (valid around an attribute).
            let end = source.lineEnding.rawValue
            let condition = excluded.map { "!os(\($0.rawValue))" }.joined(separator: " && ")
            for start in [anchor, type.startOffset(in: view)] where source.firstNonBlank(ofLineAt: start) == start {
                let indent = source.indentation(ofLineAt: start)
                let block = "\(indent)#if \(condition)\(end)\(indent)\(attribute)\(end)\(indent)#endif\(end)"
                return .insert(block, at: start - indent.utf8.count, message: message, reportOffset: type.keywordOffset, newTool: newTool)
            }
            let block = "\(end)#if \(condition)\(end)\(attribute)\(end)#endif\(end)"
            return .insert(block, at: type.startOffset(in: view), message: message, reportOffset: type.keywordOffset, newTool: newTool)
        }
        if let last = type.attributes.last, source.lineIndex(of: last.range.upperBound) == anchorLine {
            return .insert(" " + attribute, at: last.range.upperBound, message: message, reportOffset: type.keywordOffset, newTool: newTool)
        }
        let lineStart = source.lineStarts[anchorLine]
        let indent = source.indentation(ofLineAt: anchor)
        let indentEnd = source.firstNonBlank(ofLineAt: anchor)
        if indentEnd == anchor {
            return .insert(indent + attribute + source.lineEnding.rawValue, at: max(lineStart, indentEnd - indent.utf8.count),
                           message: message, reportOffset: type.keywordOffset, newTool: newTool)
        }
        // Something else precedes the declaration on its line: put the attribute right before it.
        return .insert(attribute + " ", at: anchor, message: message, reportOffset: type.keywordOffset, newTool: newTool)
    }

    /// The range that removes one argument (starting at `tokenIndex`) and its separating comma.
    package func argumentRemovalRange(tokenIndex: Int, in attribute: Attribute) -> Range<Int> {
        let top = topLevelArgumentTokens(attribute)
        guard let n = top.firstIndex(of: tokenIndex) else { return view.tokens[tokenIndex].range }
        var end = n
        while end + 1 < top.count, !token(top[end + 1], is: ",") { end += 1 }
        let start = view.tokens[top[n]].range.lowerBound
        if end + 1 < top.count {
            // `.tool, schema: …` → up to the next argument; a comment between them (`.tool, // why`) stays, with what follows it.
            let comma = view.tokens[top[end + 1]].range.upperBound
            let next = end + 2 < top.count ? view.tokens[top[end + 2]].range.lowerBound : comma
            if source.bytes[comma..<next].contains(UInt8(ascii: "/")) { return start..<comma }
            return start..<next
        }
        if n > 0 {
            // `schema: …, .tool` → from the end of the previous argument.
            return view.tokens[top[n - 2 >= 0 ? n - 2 : 0]].range.upperBound..<view.tokens[top[end]].range.upperBound
        }
        return start..<view.tokens[top[end]].range.upperBound
    }

    /// Inserts `description: <placeholder>` into an attribute's arguments: after `title:` (or first),
    /// on the same line for one-line lists, on its own line with the siblings' indentation otherwise.
    package func addDescriptionArgument(_ placeholder: String, to attribute: Attribute, message: String) -> Edit? {
        let argument = "description: \(placeholder)"
        guard let bounds = attribute.argumentTokens else {
            return .insert("(\(argument))", at: attribute.range.upperBound, message: message, reportOffset: attribute.range.lowerBound)
        }
        let list = arguments(of: attribute)
        if list.contains(where: { $0.label == "description" }) { return nil }
        guard let first = list.first else {
            return .insert(argument, at: view.tokens[bounds.lowerBound].range.upperBound, message: message, reportOffset: attribute.range.lowerBound)
        }
        let multiLine = view.tokens[first.first].startsLine
        let indent = source.indentation(ofLineAt: view.tokens[first.first].range.lowerBound)
        let eol = source.lineEnding.rawValue
        guard let title = list.first(where: { $0.label == "title" }) else {
            let text = multiLine ? "\(argument),\(eol)\(indent)" : "\(argument), "
            return .insert(text, at: view.tokens[first.first].range.lowerBound, message: message, reportOffset: attribute.range.lowerBound)
        }
        let afterTitle = title.last + 1
        if multiLine {
            if afterTitle < bounds.upperBound, token(afterTitle, is: ",") {
                return .insert("\(eol)\(indent)\(argument),", at: view.tokens[afterTitle].range.upperBound, message: message, reportOffset: attribute.range.lowerBound)
            }
            return .insert(",\(eol)\(indent)\(argument)", at: view.tokens[title.last].range.upperBound, message: message, reportOffset: attribute.range.lowerBound)
        }
        return .insert(", \(argument)", at: view.tokens[title.last].range.upperBound, message: message, reportOffset: attribute.range.lowerBound)
    }

    /// Inserts a member declaration on its own line after `after` (or first in the body).
    package func insertMember(_ declaration: String, in type: TypeDecl, after: PropertyDecl?, message: String) -> Edit {
        let eol = source.lineEnding.rawValue
        // A property with neither a type nor a value (`static let title:` and nothing) is no place to follow.
        let after = after.flatMap { $0.typeAnnotation == nil && $0.initializer == nil && $0.accessors == nil ? nil : $0 }
        if let after {
            // A member on the declaration's own line (`struct A: AppIntent { static let title … }`) is
            // followed by one indented a level deeper than the declaration.
            let onTypeLine = source.lineIndex(of: after.range.lowerBound) == source.lineIndex(of: type.keywordOffset)
            let indent = onTypeLine ? source.indentation(ofLineAt: type.keywordOffset) + source.indentUnit : source.indentation(ofLineAt: after.range.lowerBound)
            let (offset, prefix) = afterLine(containing: after.range.upperBound)
            let close = view.tokens[type.bodyTokens.upperBound].range.lowerBound
            if offset <= close {
                return .insert(prefix + indent + declaration + eol, at: offset, message: message, reportOffset: type.keywordOffset)
            }
            // The body closes on that same line: stay inside it (the spaces before the `}` go with the line break).
            var start = close
            while start > 0, source.bytes[start - 1] == 0x20 || source.bytes[start - 1] == 0x09 { start -= 1 }
            return Edit(range: start..<close, replacement: eol + indent + declaration + eol, message: message, reportOffset: type.keywordOffset)
        }
        let open = type.body.lowerBound
        let typeIndent = source.indentation(ofLineAt: type.keywordOffset)
        let firstMember = type.bodyTokens.lowerBound + 1 < type.bodyTokens.upperBound ? view.tokens[type.bodyTokens.lowerBound + 1] : nil
        if let firstMember, firstMember.startsLine {
            let indent = source.indentation(ofLineAt: firstMember.range.lowerBound)
            let (offset, prefix) = afterLine(containing: open)
            return .insert(prefix + indent + declaration + eol, at: offset, message: message, reportOffset: type.keywordOffset)
        }
        let memberIndent = typeIndent + source.indentUnit
        let close = view.tokens[type.bodyTokens.upperBound].range.lowerBound
        if firstMember == nil, source.bytes[open + 1..<close].allSatisfy({ $0 == 0x20 || $0 == 0x09 }) {
            // `{}` or `{ }`: open the body.
            return Edit(range: open + 1..<close, replacement: eol + memberIndent + declaration + eol + typeIndent,
                        message: message, reportOffset: type.keywordOffset)
        }
        if firstMember == nil {
            // Only comments inside: keep them, and put the member just before the closing brace.
            let closeLine = source.lineIndex(of: close)
            if source.firstNonBlank(ofLineAt: close) == close, closeLine > source.lineIndex(of: open) {
                return .insert(memberIndent + declaration + eol, at: source.lineStarts[closeLine], message: message, reportOffset: type.keywordOffset)
            }
            return .insert(eol + memberIndent + declaration + eol + typeIndent, at: close, message: message, reportOffset: type.keywordOffset)
        }
        // The first member is on the `{` line: the new member goes on a line of its own, and so does the first.
        let first = firstMember!.range.lowerBound
        if source.bytes[open + 1..<first].allSatisfy({ $0 == 0x20 || $0 == 0x09 }) {
            return Edit(range: open + 1..<first, replacement: eol + memberIndent + declaration + eol + memberIndent,
                        message: message, reportOffset: type.keywordOffset)
        }
        return .insert(eol + memberIndent + declaration + eol + memberIndent, at: open + 1, message: message, reportOffset: type.keywordOffset)
    }

    /// Where to insert after the line holding `offset` (after its trailing comment and line ending),
    /// and a line ending to put first when the file ends without one.
    package func afterLine(containing offset: Int) -> (Int, String) {
        var line = source.lineIndex(of: offset)
        // A comment or a literal that goes on past the line's end (`title: L/* … ` over two lines) would take the
        // inserted text in: the line after the one it ends on is the first clean place.
        while line + 1 < source.lineStarts.count, let spanning = spanningEnd(of: source.lineStarts[line + 1]) {
            line = source.lineIndex(of: spanning)
        }
        if line + 1 < source.lineStarts.count { return (source.lineStarts[line + 1], "") }
        return (source.bytes.count, source.lineEnding.rawValue)
    }

    /// Where the comment or token that holds the line break before `lineStart` ends, when one does.
    private func spanningEnd(of lineStart: Int) -> Int? {
        let breakAt = lineStart - 1
        if let comment = view.comments.first(where: { $0.lowerBound < breakAt && $0.upperBound > breakAt + 1 }) { return comment.upperBound - 1 }
        if let token = view.tokens.first(where: { $0.range.lowerBound < breakAt && $0.range.upperBound > breakAt + 1 }) { return token.range.upperBound - 1 }
        return nil
    }

    /// A member's whole lines when nothing else shares them; else just the member's own text.
    package func removalRange(of property: PropertyDecl) -> Range<Int> {
        let first = source.lineIndex(of: property.range.lowerBound)
        let last = source.lineIndex(of: max(property.range.lowerBound, property.range.upperBound - 1))
        let lineStart = source.lineStarts[first]
        let lineEnd = last + 1 < source.lineStarts.count ? source.lineStarts[last + 1] : source.bytes.count
        let before = source.bytes[lineStart..<property.range.lowerBound].allSatisfy { $0 == 0x20 || $0 == 0x09 }
        let after = source.bytes[property.range.upperBound..<lineEnd].allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
        return before && after ? lineStart..<lineEnd : property.range
    }
}
