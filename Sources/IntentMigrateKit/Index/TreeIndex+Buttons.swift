/// What the index reads of a file's widgets and buttons: whether it draws a widget, and which intents a button's
/// `any AppIntent` property or function makes (`TreeIndex.addButtons` records them).
extension TreeIndex {
    /// The file draws a widget or a Live Activity (`IntentProtocols.widgetModules`, `.widgetPathWords`).
    package static func drawsWidgets(path: String, view: LexedView, bytes: [UInt8]) -> Bool {
        let lower = path.lowercased()
        if IntentProtocols.widgetPathWords.contains(where: lower.contains) { return true }
        return view.tokens.indices.dropLast().contains { i in
            view.token(i, is: "import", in: bytes) && IntentProtocols.widgetModules.contains(String(utf8: bytes, view.tokens[i + 1].range))
        }
    }

    /// The types a computed property or an argument-less function of the file named `name`, declared `any AppIntent` or
    /// `some AppIntent` (`-> (any AppIntent)?` too), makes in its body (`return NextPageIntent()` in each branch of a
    /// `switch`, both sides of a `?:`), or that its own type's body assigns to such a stored property by name
    /// (`self.appIntent = CopyCodeIntent(…)`, most often in the view's `init`): what a button that takes it runs. A stored property its type never
    /// assigns is filled by whoever makes the view, and a protocol's requirement has no body; a function that takes
    /// arguments picks by them (`intent(for: slot)`, a configured slot): none of these is followed.
    static func intentsMade(by name: String, outline: Outline, view: LexedView, bytes: [UInt8]) -> [String] {
        func namesIntent(_ range: Range<Int>?) -> Bool { range.map { String(utf8: view.mask, $0).mentions("AppIntent") } ?? false }
        var bodies: [Range<Int>] = []
        for type in outline.types {
            for property in type.properties where property.name == name && namesIntent(property.typeAnnotation) {
                if let accessors = property.accessors { bodies.append(accessors) } else { bodies += assignments(to: name, in: type.body, view: view, bytes: bytes) }
            }
        }
        for function in outline.types.flatMap(\.functions) + outline.functions where function.name == name && namesIntent(function.returnType) {
            guard let body = function.body else { continue }
            let signature = view.tokenIndices(in: function.range.lowerBound..<body.lowerBound)
            guard let nameToken = signature.first(where: { view.token($0, is: name, in: bytes) }),
                  view.token(nameToken + 1, is: "(", in: bytes), view.token(nameToken + 2, is: ")", in: bytes) else { continue }
            bodies.append(body)
        }
        return bodies.flatMap { body in
            view.tokenIndices(in: body).compactMap { j -> String? in
                guard view.tokens[j].kind == .identifier, !view.token(j - 1, is: ".", in: bytes), view.token(j + 1, is: "(", in: bytes) else { return nil }
                let made = String(utf8: bytes, view.tokens[j].range)
                return made.first?.isUppercase == true ? made : nil
            }
        }
    }

    /// The values the type's body gives the stored property `name` (`self.appIntent = …`, `appIntent = …`), as byte ranges.
    private static func assignments(to name: String, in body: Range<Int>, view: LexedView, bytes: [UInt8]) -> [Range<Int>] {
        let tokens = view.tokenIndices(in: body)
        guard tokens.lowerBound > 0, !tokens.isEmpty else { return [] }
        return view.assignments(of: name, in: (tokens.lowerBound - 1)...tokens.upperBound, before: tokens.upperBound, bytes: bytes, member: true).map {
            view.tokens[$0.lowerBound].range.lowerBound..<view.tokens[$0.upperBound].range.upperBound
        }
    }
}
