/// Reports app entities put into (or taken out of) the default Spotlight index.
///
/// Reports a warning where `CSSearchableIndex.default()` is the index of an `indexAppEntities` or
/// `deleteAppEntities` call: directly, or through a constant or variable set to it in the same scope.
/// Rewrites nothing: the name of the index is the app's to choose.
package struct DefaultSpotlightIndexCheck: Pass {
    package let id: PassID = "default-spotlight-index"
    package let summary = "check: app entities indexed in the default Spotlight index (use a named index)"
    package let triggerWords: [TriggerWord] = [.code(Spotlight.index)]
    package let isCheck = true
    package let explanation = """
    default-spotlight-index — app entities in the default Spotlight index

    Siri finds an app's entities through Spotlight. Apple reserves the default index for
    prototyping and testing: it doesn't protect data or support batch updates. Index entities in a
    named index, `CSSearchableIndex(name: "…")`, instead. A warning where the default index takes
    `indexAppEntities` or `deleteAppEntities`; nothing is rewritten.

    Reported:
        try await CSSearchableIndex.default().indexAppEntities(albums)

        let index = CSSearchableIndex.default()
        try await index.deleteAppEntities(ofType: AlbumEntity.self)

    Not reported: a named index; the default index used for CSSearchableItems (not entities); the
    words in comments or strings.

    Source: Apple, documentation/corespotlight/cssearchableindex/default() ("use it only during
    prototyping or testing"), the methods …/indexappentities(_:priority:),
    …/deleteappentities(identifiedby:oftype:) and …/deleteappentities(oftype:), and
    documentation/corespotlight/cssearchableindex; the developer guide, "6. Make content findable and
    contextual"; the VinylCrate audit ("Apple's Spotlight guidance says to use a named index").
    """

    package init() {}

    package enum Message {
        package static func direct(_ method: String) -> String {
            "\(method) on CSSearchableIndex.default(): Apple reserves the default index for prototyping; index app entities in a named index, CSSearchableIndex(name: …)"
        }
        package static func through(_ name: String, _ method: String) -> String {
            "\(name) is CSSearchableIndex.default() and takes \(method): Apple reserves the default index for prototyping; index app entities in a named index, CSSearchableIndex(name: …)"
        }
    }

    package func run(_ file: FileContext) -> PassOutput {
        var output = PassOutput()
        let tokens = file.view.tokens
        let index = Spotlight.index, length = index.utf8.count
        for i in tokens.indices where tokens[i].kind == .identifier && tokens[i].range.count == length && file.token(i, is: index) {
            guard i + 4 < tokens.count, file.token(i + 1, is: "."), file.token(i + 2, is: Spotlight.defaultIndex),
                  file.token(i + 3, is: "("), file.token(i + 4, is: ")") else { continue }
            // `CSSearchableIndex.default().indexAppEntities(…)`
            if i + 6 < tokens.count, file.token(i + 5, is: "."), let method = appEntityMethod(i + 6, file) {
                report(.direct(method), at: tokens[i].range.lowerBound, file, &output)
                continue
            }
            // `let index = CSSearchableIndex.default()` (or `var`, with a type annotation), then `index.indexAppEntities(…)`.
            guard i >= 3, file.token(i - 1, is: "="), let name = boundName(before: i - 1, file) else { continue }
            let scopeEnd = file.view.enclosingBlockEnd(of: i, bytes: file.source.bytes)
            var j = i + 5
            while j + 2 < scopeEnd {
                if tokens[j].kind == .identifier, file.token(j, is: name), file.token(j + 1, is: "."), let method = appEntityMethod(j + 2, file),
                   j == 0 || !file.token(j - 1, is: ".") {
                    report(.through(name, method), at: tokens[i].range.lowerBound, file, &output)
                    break
                }
                j += 1
            }
        }
        return output
    }

    private enum Kind { case direct(String), through(String, String) }

    private func report(_ kind: Kind, at offset: Int, _ file: FileContext, _ output: inout PassOutput) {
        guard !isSuppressed(at: offset, file) else { return }
        let message: String
        switch kind {
        case .direct(let method): message = Message.direct(method)
        case .through(let name, let method): message = Message.through(name, method)
        }
        output.findings.append(PassFinding(offset: offset, severity: .warning, message: message))
    }

    /// The app-entity method token `i` names, when it is one.
    private func appEntityMethod(_ i: Int, _ file: FileContext) -> String? {
        guard file.view.tokens[i].kind == .identifier else { return nil }
        let name = file.text(ofToken: i)
        return Spotlight.appEntityMethods.contains(name) ? name : nil
    }

    /// `let name =` or `var name: CSSearchableIndex =` ending at token `equals`: the name.
    private func boundName(before equals: Int, _ file: FileContext) -> String? {
        func named(_ k: Int) -> String? {
            guard k >= 1, file.view.tokens[k].kind == .identifier, file.token(k - 1, is: "let") || file.token(k - 1, is: "var") else { return nil }
            return file.text(ofToken: k)
        }
        if let name = named(equals - 1) { return name }
        // A short type annotation between the name and `=`: `: CSSearchableIndex`, `: CoreSpotlight.CSSearchableIndex?`.
        for colon in stride(from: equals - 2, through: max(1, equals - 6), by: -1) where file.token(colon, is: ":") {
            return named(colon - 1)
        }
        return nil
    }

    /// A suppression on the member or type the offset is inside.
    private func isSuppressed(at offset: Int, _ file: FileContext) -> Bool {
        for (index, type) in file.outline.types.enumerated() where type.body.contains(offset) {
            for function in type.functions where function.range.contains(offset) {
                if file.isSuppressed(id, member: function.range.lowerBound, type: index) { return true }
            }
            for property in type.properties where property.range.contains(offset) {
                if file.isSuppressed(id, member: property.range.lowerBound, type: index) { return true }
            }
            if file.isSuppressed(id, type: index) { return true }
        }
        return false
    }
}
