/// `// intent-migrate: ignore [ids]` comments and the declarations they switch passes off for.
package struct Suppressions: Sendable {
    /// One suppression comment.
    package struct Comment: Sendable {
        /// 0-based line of the comment.
        package let line: Int
        package let offset: Int
        /// The pass ids named; empty means every pass.
        package let ids: [PassID]
        /// Code precedes the comment on its line (it applies to the declaration starting on that line).
        package let trailing: Bool
    }

    package let comments: [Comment]
    private let commentOnlyLines: Set<Int>

    package static let marker = "intent-migrate: ignore"

    package init(source: SourceText, view: LexedView, outline: Outline) {
        self.source = source
        // Most files have no suppression: one memmem and done.
        guard Suppressions.mentionsMarker(source.bytes) else {
            comments = []
            commentOnlyLines = []
            return
        }
        var found: [Comment] = []
        var commentLines: Set<Int> = []
        for range in view.comments {
            let line = source.lineIndex(of: range.lowerBound)
            let trailing = source.firstNonBlank(ofLineAt: range.lowerBound) < range.lowerBound
            if !trailing {
                let lastLine = source.lineIndex(of: max(range.lowerBound, range.upperBound - 1))
                for l in line...lastLine { commentLines.insert(l) }
            }
            let text = source.text(range)
            guard text.hasPrefix("//"),
                  let marker = text.firstRange(ofLiteral: Suppressions.marker) else { continue }
            let head = text[text.index(text.startIndex, offsetBy: 2)..<marker.lowerBound]
            guard head.allSatisfy({ $0 == " " || $0 == "\t" }) else { continue }
            let rest = text[marker.upperBound...]
            // Whitespace includes the `\r` a CRLF file's line comment ends with.
            let ids = rest.split(whereSeparator: { $0 == "," || $0.isWhitespace }).map { PassID(rawValue: String($0)) }
            found.append(Comment(line: line, offset: range.lowerBound, ids: ids, trailing: trailing))
        }
        comments = found
        commentOnlyLines = commentLines
    }

    package static let markerFilter = Prefilter(words: [marker])

    package static func mentionsMarker(_ bytes: [UInt8]) -> Bool { markerFilter.wants(bytes) }

    private let source: SourceText

    /// True when a comment turns `passID` off for the declaration or statement that starts at `start`: a comment at the
    /// end of its line, or alone on the lines right before it.
    package func suppresses(_ passID: PassID, declarationStart start: Int) -> Bool {
        guard !comments.isEmpty else { return false }
        let line = source.lineIndex(of: start)
        for comment in comments where comment.ids.isEmpty || comment.ids.contains(passID) {
            if comment.trailing {
                if comment.line == line { return true }
            } else if comment.line < line {
                if (comment.line + 1..<line).allSatisfy({ commentOnlyLines.contains($0) }) { return true }
            }
        }
        return false
    }

    /// Comments that name an unknown id or suppress nothing (both warnings: what they were meant for is migrated or
    /// reported anyway). A comment suppresses something when its line is a declaration's, a member's, or one of `used`
    /// (0-based lines where a pass or check was turned off for a statement or a finding).
    package func problems(outline: Outline, view: LexedView, knownIDs: [PassID], used: Set<Int> = []) -> [(offset: Int, severity: Severity, message: String)] {
        guard !comments.isEmpty else { return [] }
        var starts: Set<Int> = []
        for type in outline.types {
            starts.insert(source.lineIndex(of: type.startOffset(in: view)))
            for property in type.properties { starts.insert(source.lineIndex(of: property.range.lowerBound)) }
            for function in type.functions { starts.insert(source.lineIndex(of: function.range.lowerBound)) }
        }
        var problems: [(Int, Severity, String)] = []
        for comment in comments {
            let unknown = comment.ids.filter { !knownIDs.contains($0) }
            if !knownIDs.isEmpty, !unknown.isEmpty {
                problems.append((comment.offset, .warning, "suppression names unknown id \(unknown.map { "'\($0)'" }.joined(separator: ", ")), so \(unknown.count == comment.ids.count ? "it suppresses nothing" : "that id suppresses nothing (the others still do)"); valid ids: \(knownIDs.map(\.rawValue).joined(separator: ", "))"))
            }
            var line = comment.line
            if !comment.trailing {
                line += 1
                while commentOnlyLines.contains(line) { line += 1 }
            }
            if !starts.contains(line) && !used.contains(line) {
                problems.append((comment.offset, .warning, "suppression comment suppresses nothing: put it on the line before a declaration, a member or a line with a finding, or at the end of that line"))
            }
        }
        return problems
    }
}
